import type { EvalSetPart } from './types.ts';

/** Swahili part: East African mission and church history (Krapf and Rebmann, Luwum, Kivengere, Livingstone, Zanzibar) and retold Bible stories. */
export const part: EvalSetPart = {
  passages: [
    {
      id: 'sw-krapf-rebmann-rabai',
      language: 'sw',
      topic: 'Johann Ludwig Krapf and Johannes Rebmann: Mombasa, Rabai, the first Swahili grammar and dictionary, Kilimanjaro (1848)',
      african: true,
      kind: 'summary',
      text:
        'Johann Ludwig Krapf, mmisionari Mjerumani aliyetumwa na Chama cha Wamisionari wa Kanisa (CMS), alifika Mombasa mwaka 1844. Miezi michache baadaye mkewe Rosine na mtoto wao mchanga walifariki kwa homa. Akiwa katika majonzi, Krapf aliwaandikia wenzake huko Ulaya kwamba kaburi hilo la upweke pwani ya Afrika ni ishara kwamba vita vya kulileta bara hili kwa Kristo vimeanza, kwa kuwa ushindi wa Kanisa hupatikana kwa kupita juu ya makaburi ya watumishi wake. Mwaka 1846 Johannes Rebmann alijiunga naye, nao wakafungua kituo cha misheni huko Rabai, kwenye vilima vilivyo nyuma ya Mombasa. Krapf alijifunza Kiswahili kwa bidii: aliandika sarufi ya kwanza ya lugha hiyo, Outline of the Elements of the Kisuaheli Language (1850), akatayarisha kamusi ya kwanza ya Kiswahili, na akaanza kazi ya tafsiri ya Maandiko. Tarehe 11 Mei 1848 Rebmann, akiwa safarini kuelekea bara, aliona mlima mkubwa wenye kilele cheupe: Kilimanjaro. Wataalamu wa jiografia barani Ulaya walimdhihaki kwa kudai kwamba kuna theluji karibu na ikweta, lakini baadaye ilithibitika kwamba alisema kweli. Kwa wamisionari hawa wawili, kujitoa mhanga na kazi ya tafsiri vilikuwa msingi wa umisheni wote.',
      labels: {
        people: ['Johann Ludwig Krapf', 'Rosine', 'Johannes Rebmann'],
        places: ['Mombasa', 'Ulaya', 'Afrika', 'Rabai', 'Kilimanjaro'],
        works: ['Outline of the Elements of the Kisuaheli Language'],
        concepts: ['kujitoa mhanga', 'kazi ya tafsiri', 'umisheni'],
      },
      sourceId: 'sw-src-krapf-rebmann',
    },
    {
      id: 'sw-janani-luwum-martyr',
      language: 'sw',
      topic: 'Archbishop Janani Luwum of Uganda, Idi Amin, and his death in 1977',
      african: true,
      kind: 'summary',
      text:
        'Askofu Mkuu Janani Luwum (1922–1977) alizaliwa Mucwini, katika eneo la Kitgum, kaskazini mwa Uganda. Alipokuwa mwalimu kijana, aliokoka kupitia uamsho wa Balokole, akawa mhubiri mwenye bidii, na mwaka 1974 akachaguliwa kuwa Askofu Mkuu wa Kanisa la Uganda. Wakati huo nchi ilitawaliwa na Idi Amin, ambaye utawala wake uliua maelfu ya watu. Mwanzoni mwa 1977 Luwum na maaskofu wenzake walimwandikia Rais barua wakipinga mauaji, kutoweka kwa watu na hofu iliyotanda nchini. Tarehe 16 Februari 1977 alikamatwa jijini Kampala pamoja na mawaziri wawili, Erinayo Oryema na Charles Oboth Ofumbi, na hawakuonekana tena wakiwa hai. Siku iliyofuata serikali ilitangaza kwamba watatu hao walikufa katika ajali ya gari, lakini Waganda wengi walijua kwamba waliuawa. Leo Luwum anakumbukwa kama shahidi wa imani aliyesimama kwa ajili ya haki na ukweli bila kuogopa. Sanamu yake imewekwa katika Westminster Abbey jijini London, na kila tarehe 16 Februari Uganda huadhimisha Siku ya Janani Luwum.',
      labels: {
        people: ['Janani Luwum', 'Idi Amin', 'Erinayo Oryema', 'Charles Oboth Ofumbi'],
        places: ['Mucwini', 'Kitgum', 'Uganda', 'Kampala', 'London'],
        works: [],
        concepts: ['uamsho', 'shahidi wa imani', 'haki', 'ukweli'],
      },
      sourceId: 'sw-src-janani-luwum',
    },
    {
      id: 'sw-kivengere-forgiveness',
      language: 'sw',
      topic: 'Bishop Festo Kivengere of Uganda: forgiveness, "I Love Idi Amin" (1977), African Enterprise',
      african: true,
      kind: 'summary',
      text:
        'Askofu Festo Kivengere (1919–1988) alikuwa askofu wa Kanisa Anglikana katika eneo la Kigezi, kusini-magharibi mwa Uganda, na mmoja wa wahubiri mashuhuri wa uamsho wa Afrika Mashariki. Baada ya utawala wa Idi Amin kumuua Askofu Mkuu Janani Luwum mwaka 1977, Kivengere na mkewe Mera walilazimika kukimbia nchi. Akiwa uhamishoni aliandika kitabu chenye jina lililowashangaza wengi: I Love Idi Amin (1977). Kivengere hakuwa akiutetea ukatili wa dikteta. Hoja yake ilikuwa kwamba msalaba unamwita Mkristo kumpenda hata adui yake na kumwombea. Chuki, alisema, ingemfanya yeye mwenyewe kuwa mfungwa wa Amin, lakini msamaha ungemweka huru. Kwa miaka mingi aliongoza kazi ya African Enterprise katika Afrika Mashariki, huduma ya uinjilisti iliyoanzishwa na Michael Cassidy wa Afrika Kusini. Aliporudi Uganda baada ya Amin kuondolewa madarakani mwaka 1979, aliendelea kuhubiri upatanisho kwa taifa lililojeruhiwa. Kwa Kivengere, upendo wa Kristo ndio nguvu pekee inayoweza kuvunja mzunguko wa kisasi.',
      labels: {
        people: ['Festo Kivengere', 'Idi Amin', 'Janani Luwum', 'Mera', 'Michael Cassidy'],
        places: ['Kigezi', 'Uganda', 'Afrika Mashariki', 'Afrika Kusini'],
        works: ['I Love Idi Amin'],
        concepts: ['msalaba', 'msamaha', 'upatanisho', 'upendo'],
      },
      sourceId: 'sw-src-kivengere',
    },
    {
      id: 'sw-prodigal-son',
      language: 'sw',
      topic: 'The Prodigal Son (Luke 15:11-32), retold in Swahili',
      african: false,
      kind: 'paraphrase',
      text:
        'Yesu alisimulia habari ya mtu mmoja aliyekuwa na wana wawili (Luka 15:11-32). Yule mdogo alimwendea baba yake akadai apewe sehemu yake ya urithi mara moja, kana kwamba baba amekwisha kufa. Baba akagawa mali, na kijana akasafiri mpaka nchi ya mbali, akatapanya kila kitu kwa maisha ya anasa. Njaa kali ilipoingia nchi ile, alijikuta akichunga nguruwe, akitamani hata maganda waliyokula wanyama hao. Ndipo akazinduka, akajiambia: “Vibarua wa baba yangu wanashiba, nami hapa ninakufa njaa. Nitarudi nyumbani, nikiri kosa langu na kuomba kuwa kama mmoja wa vibarua wake.” Huo ndio mwanzo wa toba ya kweli. Lakini alipokuwa bado mbali, baba alimwona, akamhurumia, akakimbia kumkumbatia na kumbusu. Kabla mwana hajamaliza kuomba msamaha, baba aliagiza aletewe vazi bora, pete na viatu, na ndama aliyenona achinjwe kwa karamu. Mwana mkubwa aliporudi kutoka shambani na kusikia ngoma na nyimbo, alikasirika akakataa kuingia. Baba akatoka kumsihi: “Mwanangu, wewe u pamoja nami siku zote, na vyote nilivyo navyo ni vyako. Lakini ilitubidi tufurahi, kwa sababu ndugu yako huyu alikuwa kama mfu, sasa yu hai; alikuwa amepotea, sasa amepatikana.” Mfano huu unaonyesha neema ya Mungu inayowapokea wenye dhambi wanaorudi.',
      labels: {
        people: [],
        places: [],
        works: [],
        concepts: ['toba', 'msamaha', 'neema', 'wenye dhambi'],
      },
      sourceId: 'sw-src-prodigal-son',
    },
    {
      id: 'sw-zacchaeus-jericho',
      language: 'sw',
      topic: 'Zacchaeus in Jericho (Luke 19:1-10), retold in Swahili',
      african: false,
      kind: 'paraphrase',
      text:
        "Katika Luka 19:1-10 tunasoma kwamba Yesu alipokuwa akipita katikati ya mji wa Yeriko, kulikuwa na mtu aitwaye Zakayo, mkuu wa watoza ushuru, tena tajiri sana. Watu walimchukia kwa sababu alikusanya kodi kwa ajili ya Warumi na kujitajirisha kwa dhuluma. Zakayo alitamani kumwona Yesu, lakini alikuwa mfupi wa kimo na umati ulimzuia. Basi akatangulia mbele mbio, akapanda juu ya mkuyu uliokuwa kando ya njia. Yesu alipofika pale alitazama juu, akamwita kwa jina lake, akamwambia ashuke haraka kwa sababu siku hiyo angekuwa mgeni nyumbani kwake. Zakayo alishuka upesi akampokea kwa furaha, lakini umati ukanung'unika kwamba Yesu amekwenda kukaa kwa mwenye dhambi. Zakayo akasimama akaahidi kuwapa maskini nusu ya mali yake, na kumlipa mara nne kila mtu aliyemdhulumu. Hiyo ilikuwa ishara ya toba ya kweli. Yesu akatangaza kwamba siku hiyo wokovu umeingia katika nyumba ile, kwa kuwa Zakayo naye ni mzao wa Ibrahimu, na kwamba yeye alikuja kuwatafuta waliopotea na kuwaokoa.",
      labels: {
        people: ['Zakayo', 'Ibrahimu'],
        places: ['Yeriko'],
        works: [],
        concepts: ['wokovu', 'toba', 'mwenye dhambi'],
      },
      sourceId: 'sw-src-zacchaeus',
    },
    {
      id: 'sw-ruth-naomi',
      language: 'sw',
      topic: 'Ruth and Naomi (Ruth 1), retold in Swahili',
      african: false,
      kind: 'paraphrase',
      text:
        'Kitabu cha Ruthu kinaanza katika siku za Waamuzi, njaa ilipoikumba nchi. Elimeleki wa Bethlehemu ya Yuda alihamia nchi ya Moabu pamoja na mkewe Naomi na wana wao wawili, Maloni na Kilioni. Huko Elimeleki alifariki, na wana wake wakaoa wanawake Wamoabu, Orpa na Ruthu. Baada ya miaka kama kumi wana hao nao wakafa, naye Naomi akabaki peke yake na wakwe zake wawili. Aliposikia kwamba Bwana amewajalia watu wake chakula tena, Naomi aliamua kurudi nyumbani. Njiani aliwasihi wakwe zake warudi kwa mama zao na kutafuta waume wengine. Orpa alimbusu mama mkwe wake akaagana naye, lakini Ruthu alishikamana naye. Alimwambia kwamba popote Naomi atakapokwenda yeye pia atakwenda, watu wa Naomi watakuwa watu wake, na Mungu wa Naomi atakuwa Mungu wake; hata kifo pekee ndicho kitakachowatenganisha. Hivyo wanawake hao wawili walifika Bethlehemu mwanzoni mwa mavuno ya shayiri. Katika uaminifu wa Ruthu, mgeni kutoka taifa lingine, tunaona upendo wa agano (hesed) ambao Mungu mwenyewe huwaonyesha watu wake.',
      labels: {
        people: ['Ruthu', 'Elimeleki', 'Naomi', 'Maloni', 'Kilioni', 'Orpa'],
        places: ['Bethlehemu', 'Yuda', 'Moabu'],
        works: [],
        concepts: ['uaminifu', 'upendo wa agano', 'mgeni'],
      },
      sourceId: 'sw-src-ruth',
    },
    {
      id: 'sw-livingstone-ujiji',
      language: 'sw',
      topic: 'David Livingstone: Ujiji, Henry Morton Stanley (1871), the slave trade and Zanzibar',
      african: true,
      kind: 'summary',
      text:
        'David Livingstone (1813–1873), mmisionari na mvumbuzi kutoka Uskoti, alifika kusini mwa Afrika mwaka 1841. Kitabu chake Missionary Travels and Researches in South Africa (1857) kilimfanya ajulikane sana nchini Uingereza. Aliamini kwamba injili, biashara halali na ustaarabu vingeweza kuchukua nafasi ya biashara ya utumwa, na katika safari zake za mwisho aliona kwa macho yake ukatili wa misafara ya watumwa. Aliiita biashara hiyo “kidonda kilicho wazi cha dunia.” Kwa miaka kadhaa watu wa Ulaya hawakupata habari zake, hadi mwandishi wa habari Henry Morton Stanley alipomkuta Ujiji, kando ya Ziwa Tanganyika, mwaka 1871, akimsalimu kwa maneno yaliyokuja kuwa maarufu: “Dkt. Livingstone, nadhani?” Livingstone alifariki mwaka 1873 katika eneo ambalo leo ni Zambia. Wasaidizi wake waaminifu, wakiongozwa na Susi na Chuma, walizika moyo wake huko, kisha wakabeba mwili wake kwa miezi mingi hadi Bagamoyo; kutoka huko ulipelekwa Zanzibar na hatimaye Uingereza. Mwaka huohuo alipofariki, soko kuu la watumwa la Zanzibar lilifungwa.',
      labels: {
        people: ['David Livingstone', 'Henry Morton Stanley', 'Susi', 'Chuma'],
        places: ['Uskoti', 'Afrika', 'Uingereza', 'Ulaya', 'Ujiji', 'Ziwa Tanganyika', 'Zambia', 'Bagamoyo', 'Zanzibar'],
        works: ['Missionary Travels and Researches in South Africa'],
        concepts: ['injili', 'biashara halali', 'ustaarabu', 'biashara ya utumwa'],
      },
      sourceId: 'sw-src-livingstone',
    },
    {
      id: 'sw-joseph-brothers',
      language: 'sw',
      topic: 'Joseph and his brothers (Genesis 37-45), retold in Swahili',
      african: false,
      kind: 'paraphrase',
      text:
        'Hadithi ya Yusufu (Mwanzo 37–45) ni mojawapo ya simulizi ndefu kuliko zote za msamaha katika Biblia. Yakobo alimpenda Yusufu kuliko wanawe wengine, akamshonea kanzu ya kupendeza. Yusufu aliota ndoto kwamba ndugu zake wangemsujudia, nao wakazidi kumchukia. Siku moja walimtupa shimoni, kisha wakamuuza kwa wafanyabiashara waliokuwa wakienda Misri. Walichovya kanzu yake katika damu, na baba yao alipoiona akadhani mnyama mkali amemla. Huko Misri Yusufu alikuwa mtumwa katika nyumba ya Potifa, akasingiziwa uongo na kutupwa gerezani. Lakini Mungu alikuwa pamoja naye: alifasiri ndoto za mfalme, akawekwa kuwa msimamizi wa nchi nzima, na akahifadhi nafaka katika miaka saba ya shibe kwa ajili ya miaka saba ya njaa. Njaa ilipoenea hadi Kanaani, ndugu zake walishuka kununua chakula bila kumtambua. Yusufu aliwajaribu, na Yuda alipojitolea kuwa mtumwa badala ya Benyamini, Yusufu hakuweza kujizuia tena. Alilia kwa sauti, akajitambulisha, akawaambia wasijilaumu, kwa sababu Mungu ndiye aliyemtanguliza Misri ili kuokoa maisha. Hapa tunaona msamaha unaozaliwa na imani katika majaliwa ya Mungu, na upatanisho unaoiponya familia iliyovunjika.',
      labels: {
        people: ['Yusufu', 'Yakobo', 'Potifa', 'Yuda', 'Benyamini'],
        places: ['Misri', 'Kanaani'],
        works: [],
        concepts: ['msamaha', 'majaliwa', 'upatanisho'],
      },
      sourceId: null,
    },
    {
      id: 'sw-zanzibar-cathedral',
      language: 'sw',
      topic: 'Christ Church Cathedral, Zanzibar, built on the site of the slave market (1873-1880), Bishop Edward Steere',
      african: true,
      kind: 'summary',
      text:
        'Kanisa Kuu la Kristo (Christ Church Cathedral) katika Mji Mkongwe wa Zanzibar lina historia inayohubiri bila maneno. Kwa miaka mingi mahali hapo palikuwa soko kuu la watumwa, ambako maelfu ya wanaume, wanawake na watoto walioletwa kutoka bara waliuzwa kama bidhaa. Mambo makuu ya historia yake ni haya:\n1. Mwaka 1873, kwa shinikizo la Uingereza, Sultani Barghash bin Said alilifunga soko hilo.\n2. Wamisionari wa Kianglikana wa UMCA walipata eneo hilo, na mwaka huohuo ujenzi wa kanisa ukaanza.\n3. Askofu Edward Steere alisimamia ujenzi wa jengo hilo.\n4. Kanisa lilikamilika mwaka 1880.\n5. Inasemekana kwamba madhabahu imesimama pale palipokuwa na nguzo ambapo watumwa walichapwa viboko.\nSteere pia alitoa mchango mkubwa katika kuandika Kiswahili na kutafsiri Maandiko. Kwa Wakristo wa Afrika Mashariki, kanisa hili ni ishara kwamba mahali pa utumwa panaweza kugeuzwa kuwa mahali pa ibada, ukombozi na uhuru katika Kristo.',
      labels: {
        people: ['Barghash bin Said', 'Edward Steere'],
        places: ['Mji Mkongwe', 'Zanzibar', 'Uingereza', 'Afrika Mashariki'],
        works: [],
        concepts: ['ibada', 'ukombozi', 'uhuru'],
      },
      sourceId: null,
    },
  ],
  sources: [
    {
      id: 'sw-src-krapf-rebmann',
      language: 'sw',
      title: 'Krapf na Rebmann: Mwanzo wa Misheni ya Kiprotestanti Afrika Mashariki',
      author: 'Dkt. Elia Mshana',
      course: 'Missions',
      text:
        'Johann Ludwig Krapf (1810–1881) na Johannes Rebmann (1820–1876) walikuwa Wajerumani kutoka Württemberg waliopata mafunzo ya umisionari huko Basel na kutumwa na Chama cha Wamisionari wa Kanisa (CMS) cha Uingereza. Kabla ya kuja pwani ya Afrika Mashariki, Krapf alikuwa amefanya kazi Ethiopia kwa miaka kadhaa. Mwaka 1844 alipita Zanzibar, akapata kibali cha Sultani Seyyid Said, kisha akaweka makao yake Mombasa. Kifo cha mkewe Rosine na mtoto wao mchanga kilimhuzunisha sana, lakini hakikuzima wito wake.\n\nMwaka 1846 Rebmann aliwasili, na wawili hao wakahamia Rabai, kati ya Wamijikenda. Huko walijenga makao, wakahubiri vijijini na kujifunza lugha za watu. Krapf aliamini kwamba Injili lazima iwafikie Waafrika katika lugha ya mioyo yao. Kwa sababu hiyo alitunga sarufi ya Kiswahili iliyochapishwa mwaka 1850, akatafsiri sehemu za Maandiko, na kukusanya maneno kwa ajili ya kamusi. Kamusi yake kubwa, A Dictionary of the Suahili Language, ilichapishwa London mwaka 1882, mwaka mmoja baada ya kifo chake.\n\nSafari zao za kwenda bara ziliwapa pia sifa kama wavumbuzi. Tarehe 11 Mei 1848 Rebmann aliuona Mlima Kilimanjaro ukiwa na theluji kileleni, na mwaka uliofuata Krapf akauona Mlima Kenya. Wataalamu wengi wa Ulaya waliwacheka, lakini baadaye habari zao zilithibitishwa.\n\nKrapf aliondoka Afrika Mashariki mwaka 1853 kwa sababu ya ugonjwa, lakini Rebmann alibaki Rabai kwa karibu miaka thelathini, akiendelea kutafsiri na kufundisha hata macho yake yalipodhoofika. Alirudi Ujerumani mwaka 1875 na kufariki mwaka uliofuata.\n\nSomo kwa wanafunzi wa umisheni: matunda ya kazi ya msingi mara nyingi huonekana baada ya kizazi kimoja. Makanisa yanayostawi leo katika pwani ya Kenya yanavuna pale ambapo wengine walipanda kwa machozi, kwa uvumilivu na kwa kazi ngumu ya tafsiri.',
    },
    {
      id: 'sw-src-janani-luwum',
      language: 'sw',
      title: 'Janani Luwum: Ujasiri wa Kichungaji Mbele ya Dhuluma',
      author: 'Mch. Rehema Kiprono',
      course: 'Church History',
      text:
        'Janani Luwum alizaliwa katika familia ya Waacholi huko Mucwini, kaskazini mwa Uganda. Alisomea ualimu, na mwaka 1948 maisha yake yaligeuzwa na ujumbe wa uamsho wa Afrika Mashariki, uliosisitiza toba, kuungama dhambi waziwazi na kutembea nuruni pamoja na ndugu. Baadaye alipewa daraja la ukasisi, akahudumu kama mchungaji na mkufunzi wa wachungaji. Mwaka 1969 akawa Askofu wa Uganda Kaskazini, na mwaka 1974 akawa Askofu Mkuu.\n\nUtawala wa Idi Amin ulipozidi kuwa wa kikatili, Luwum alijaribu kwanza kuzungumza na Rais kwa faragha, akiwatetea watu waliotoweka na familia zao. Mapema mwaka 1977 askari walivamia nyumba yake usiku kwa madai ya kutafuta silaha. Maaskofu waliandika barua ya pamoja kulalamikia ukatili huo. Tarehe 16 Februari 1977 Luwum alishtakiwa hadharani jijini Kampala kwa kupanga njama dhidi ya serikali, akakamatwa, na siku hiyohiyo akauawa. Serikali ilidai kwamba alikufa katika ajali ya gari, na ikazuia mwili wake usiletwe kwa ibada ya mazishi jijini; alizikwa kijijini kwao Mucwini.\n\nKifo chake kilitokea miezi michache kabla ya Kanisa la Uganda kusherehekea miaka mia moja tangu wamisionari wa kwanza wa CMS walipofika mwaka 1877. Badala ya kulinyamazisha Kanisa, mauaji hayo yaliimarisha ushuhuda wake. Mwaka 1998 sanamu ya Luwum iliwekwa katika Westminster Abbey pamoja na sanamu za mashahidi wengine wa karne ya ishirini.\n\nMaswali kwa wachungaji: Ni wakati gani mchungaji anapaswa kuzungumza hadharani dhidi ya dhuluma, na ni wakati gani mazungumzo ya faragha yanatosha? Luwum aliyajaribu yote mawili. Tunajifunza nini kutoka kwake kuhusu gharama ya kuwa mwaminifu kwa Kristo na kwa kondoo tuliokabidhiwa?',
    },
    {
      id: 'sw-src-kivengere',
      language: 'sw',
      title: 'Festo Kivengere: Mhubiri wa Msamaha katika Nyakati za Giza',
      author: 'Dkt. Josephine Nakato',
      course: 'Pastoral Theology',
      text:
        'Festo Kivengere alizaliwa mwaka 1919 katika eneo la Kigezi, Uganda. Akiwa kijana alikutana na uamsho wa Afrika Mashariki, uliokazia toba, unyenyekevu mbele ya msalaba na ushirika wa wazi kati ya ndugu. Ujumbe huo ulimbadilisha, naye akawa mwalimu, mwinjilisti na baadaye mhubiri anayejulikana kimataifa. Mwaka 1972 aliwekwa wakfu kuwa Askofu wa Kigezi.\n\nKivengere alishirikiana kwa karibu na Michael Cassidy katika African Enterprise, huduma ya kiinjili iliyolenga hasa miji ya Afrika. Alihubiri katika mikutano mikubwa katika mabara mengi, mara nyingi akisisitiza kwamba msamaha si hisia tu, bali ni uamuzi unaotokana na kupokea neema ya Mungu.\n\nMwaka 1977, baada ya Askofu Mkuu Janani Luwum kuuawa, maisha ya Kivengere yalikuwa hatarini, akakimbia Uganda pamoja na familia yake. Katika kitabu chake I Love Idi Amin anaeleza kwamba hata yeye alilazimika kupambana na uchungu moyoni mwake, kwa sababu hakuweza kumhubiri Kristo aliyewasamehe waliomsulubisha huku yeye mwenyewe akishikilia chuki. Kupenda kwake hakukumaanisha kukubali uovu; aliendelea kuukemea ukatili na kuwatetea wakimbizi.\n\nBaada ya Amin kuanguka mwaka 1979, Kivengere alirudi Kigezi, akajihusisha na kazi ya kuwasaidia walioathiriwa na vita na kuzipatanisha jamii zilizogawanyika. Alifariki jijini Nairobi mwaka 1988.\n\nKwa mchungaji wa leo, Kivengere anatufundisha kwamba huduma ya upatanisho huanza ndani ya moyo wa mhubiri mwenyewe. Swali la kujadili: tunawezaje kukemea dhuluma kwa ujasiri bila kuruhusu chuki itutawale, na tunawezaje kuwasaidia waumini waliojeruhiwa kufikia msamaha bila kupuuza maumivu yao?',
    },
    {
      id: 'sw-src-prodigal-son',
      language: 'sw',
      title: 'Baba Anayekimbia: Kuhubiri Luka 15 kwa Kuwaangalia Wana Wawili',
      author: 'Mch. Daudi Wanyama',
      course: 'Preaching',
      text:
        "Luka 15 ina mifano mitatu inayofanana: kondoo aliyepotea, sarafu iliyopotea na mwana aliyepotea. Yesu aliisimulia kujibu manung'uniko ya Mafarisayo na walimu wa sheria waliomlaumu kwa kula pamoja na watoza ushuru na wenye dhambi. Kwa hiyo mfano wa mwisho hauishii kwenye karamu ya kurudi kwa mwana mdogo; unaishia kwa mwaliko ulio wazi kwa mwana mkubwa, anayewawakilisha wale waliokuwa wakinung'unika.\n\nKatika tamaduni nyingi za Kiafrika, kama ilivyokuwa katika Israeli ya kale, kudai urithi wakati baba angali hai ni sawa na kumwambia, “Laiti ungekuwa umekufa.” Kijana anaivunja heshima ya familia na ya kijiji kizima. Ndiyo sababu tendo la baba kukimbia njiani linashangaza: mzee mwenye heshima hakukimbia hadharani. Baba anajishusha na kubeba aibu ili mwanawe asikutane kwanza na lawama za wanakijiji. Hapa tunaiona neema inayotangulia hata maneno ya toba ya mwenye dhambi.\n\nMwana mkubwa naye amepotea, ingawa hajaondoka nyumbani. Anamtumikia baba kama mtumwa, akihesabu miaka yake ya utii, na hawezi kufurahia msamaha anaopewa ndugu yake. Baba anatoka tena kumsihi, kama alivyomkimbilia yule mdogo. Hadithi haisemi kama mwana mkubwa aliingia kwenye karamu; msikilizaji anaachwa ajibu mwenyewe.\n\nMapendekezo kwa mhubiri: (1) usiishie kwenye dhambi za mwana mdogo peke yake; (2) uonyeshe moyo wa baba kama kiini cha mfano; (3) uliulize kanisa lako kama lina roho ya mwana mkubwa kwa wale wanaorudi kwa Bwana baada ya kuanguka. Toba, msamaha na furaha ya jumuiya nzima vinakwenda pamoja.",
    },
    {
      id: 'sw-src-zacchaeus',
      language: 'sw',
      title: 'Zakayo: Neema Inayogusa Mfuko wa Fedha',
      author: 'Prof. Anna Mushi',
      course: 'New Testament Theology',
      text:
        "Habari ya Zakayo (Luka 19:1-10) inapatikana katika Injili ya Luka peke yake, na inakuja mwishoni mwa safari ndefu ya Yesu kuelekea Yerusalemu. Yeriko ulikuwa mji wa mitende na biashara nyingi karibu na kivuko cha Mto Yordani, hivyo kazi ya kukusanya ushuru huko ilileta faida kubwa. Zakayo hakuwa mtoza ushuru wa kawaida; alikuwa mkuu wao, mtu aliyetajirika kwa mfumo uliowakandamiza watu wake mwenyewe kwa niaba ya Warumi.\n\nLuka anaiweka habari hii karibu na ile ya kiongozi tajiri (Luka 18:18-30), aliyeondoka kwa huzuni kwa sababu hakuweza kuachana na mali yake. Zakayo anafanya kinyume chake. Hakuna aliyemlazimisha, lakini baada ya Yesu kumwita kwa jina na kukubali kuwa mgeni wake, anaahidi kuwagawia maskini nusu ya mali yake na kuwalipa mara nne wale aliowadhulumu, kiwango kinachozidi kile ambacho sheria ya Musa ilidai kwa kawaida.\n\nMambo matatu kwa mhubiri. Kwanza, mpango ulianza kwa Yesu. Zakayo alipanda mkuyu ili amwone Yesu, lakini ni Yesu aliyesimama, akatazama juu, akamwita. Hiki ndicho kiini cha kauli ya mwisho ya habari hii: Mwana wa Adamu amekuja kuwatafuta waliopotea na kuwaokoa. Pili, wokovu wa kweli huzaa matunda yanayoonekana: toba ya Zakayo iligusa mfuko wake wa fedha na uhusiano wake na jamii. Tatu, umati uliojiona wenye haki ulinung'unika, ukionyesha jinsi ilivyo rahisi kwa watu wa dini kusahau neema waliyopokea wao wenyewe.\n\nSwali la kutafakari: ni nani leo katika mji wetu ambaye watu wanamwita “mwenye dhambi” na kumfungia nje, ilhali Yesu angesimama chini ya mti wake na kumwita kwa jina?",
    },
    {
      id: 'sw-src-ruth',
      language: 'sw',
      title: 'Ruthu: Uaminifu wa Mgeni na Upendo wa Agano',
      author: 'Mch. Esther Achieng',
      course: 'Old Testament Theology',
      text:
        'Kitabu cha Ruthu ni kifupi, lakini kina ujumbe mzito. Kimewekwa katika siku za Waamuzi, kipindi cha machafuko katika historia ya Israeli, na kinaonyesha jinsi Mungu alivyokuwa akitenda kimyakimya kupitia maisha ya watu wa kawaida.\n\nSura ya kwanza imejaa hasara. Naomi amefiwa na mume wake Elimeleki na wanawe wawili katika nchi ya kigeni ya Moabu. Anaporudi Bethlehemu, anawaambia wanawake wa mji wasimwite tena Naomi (maana yake “mpendezwa”) bali Mara (“uchungu”), kwa sababu anaona kwamba Mwenyezi amemtendea kwa uchungu. Lakini msomaji anajua kwamba hajarudi mikono mitupu kabisa: Ruthu yuko pamoja naye.\n\nNeno kuu la kitabu ni neno la Kiebrania hesed, ambalo linaweza kutafsiriwa kama upendo wa agano, wema usiokoma au uaminifu. Orpa anarudi kwa watu wake, jambo ambalo Naomi mwenyewe alimshauri, lakini Ruthu anakataa kumwacha mama mkwe wake mzee na kuchagua kuwa sehemu ya watu wa Mungu. Baadaye Boazi, jamaa wa Elimeleki, anaonyesha hesed hiyohiyo kwa kumlinda Ruthu shambani na kuwa mkombozi wa familia. Hatimaye Ruthu anakuwa mama wa Obedi, babu yake Mfalme Daudi, na jina lake linatajwa katika ukoo wa Yesu katika Injili ya Mathayo.\n\nKwa Kanisa la Afrika, ambako wajane, wakimbizi na wageni ni wengi, kitabu hiki kinafundisha mambo matatu: Mungu huwakaribisha wageni kutoka mataifa yote katika agano lake; uaminifu katika mahusiano ya kifamilia ni sehemu ya ibada; na Mungu anaweza kugeuza uchungu kuwa furaha kupitia watu wanaoishi kwa upendo wa agano.',
    },
    {
      id: 'sw-src-livingstone',
      language: 'sw',
      title: 'David Livingstone na Mapambano Dhidi ya Biashara ya Utumwa',
      author: 'Dkt. Tumaini Mollel',
      course: 'Missions',
      text:
        'David Livingstone alizaliwa mwaka 1813 huko Blantyre, Uskoti, katika familia maskini. Akiwa mtoto alifanya kazi katika kiwanda cha pamba, huku akisoma jioni. Baadaye alisomea udaktari na theolojia, na mwaka 1841 alifika kusini mwa Afrika kama mmisionari. Alimwoa Mary Moffat, binti wa mmisionari Robert Moffat.\n\nLivingstone hakutosheka kukaa katika kituo kimoja. Alitaka kufungua njia ili injili na biashara halali viingie ndani ya bara. Katika miaka ya 1850 alivuka bara la Afrika kutoka pwani ya magharibi hadi pwani ya mashariki, na mwaka 1855 akawa Mzungu wa kwanza kuyaona maporomoko makubwa ya Mto Zambezi, aliyoyapa jina Victoria Falls. Kitabu chake kuhusu safari hizo kilisomwa na watu wengi na kuamsha ari ya umisheni nchini Uingereza.\n\nKatika safari yake ya mwisho (1866–1873), akitafuta chanzo cha Mto Naili, Livingstone aliona kwa macho yake uharibifu uliosababishwa na biashara ya utumwa. Mwaka 1871 alishuhudia mauaji ya mamia ya watu sokoni Nyangwe, kando ya Mto Lualaba. Baadaye mwaka huohuo Henry Morton Stanley alimkuta Ujiji. Maelezo ya Livingstone kuhusu ukatili huo, yaliyofika Uingereza kupitia Stanley, yaliongeza shinikizo kwa serikali ya Uingereza kumtaka Sultani wa Zanzibar afunge soko la watumwa.\n\nLivingstone alifariki tarehe 1 Mei 1873 katika kijiji cha Chitambo, Ilala, katika Zambia ya leo. Watumishi wake Waafrika, hasa Susi na Chuma, walifanya jambo la ajabu: walikausha mwili wake na kuubeba kwa miezi mingi hadi pwani. Alizikwa katika Westminster Abbey mwaka 1874.\n\nTafakari ya kimisheni: Livingstone alikuwa na mapungufu, na mara nyingi wenzake walipata shida chini ya uongozi wake, lakini bidii yake ya kupinga utumwa iliwavutia wamisionari wengi kuja Afrika. Uaminifu wa Susi na Chuma unatukumbusha kwamba historia ya misheni haikuandikwa na wageni kutoka Ulaya peke yao.',
    },
    {
      id: 'sw-src-first-john-love',
      language: 'sw',
      title: 'Upendo Kamili Huondoa Hofu: Upendo katika Waraka wa Kwanza wa Yohana',
      author: 'Mch. Petro Odhiambo',
      course: 'New Testament Theology',
      text:
        'Waraka wa Kwanza wa Yohana uliandikiwa jumuiya ya Wakristo iliyokuwa imejeruhiwa na mgawanyiko. Baadhi ya walimu walikuwa wameondoka kanisani wakifundisha kwamba Yesu Kristo hakuja katika mwili halisi, na kwamba jinsi mtu anavyoishi katika mwili haihusiani na ushirika wake na Mungu. Mwandishi anajibu kwa kuunganisha mambo matatu: kweli kuhusu Kristo, utii kwa amri zake, na upendo kwa ndugu.\n\nKauli fupi kuliko zote katika waraka huu ni kwamba Mungu ni upendo (4:8, 16). Yohana hasemi tu kwamba Mungu anapenda, bali kwamba upendo ni asili yake yenyewe. Upendo huu haueleweki kwanza kupitia hisia zetu, bali kupitia tendo la Mungu: alimtuma Mwanawe kuwa kafara ya dhambi zetu (4:10). Kwa hiyo upendo wa Kikristo ni jibu, si chanzo.\n\nMatokeo yake ni ya vitendo. Mtu anayedai kumpenda Mungu asiyeonekana huku akimchukia ndugu yake anayemwona kila siku anajidanganya (4:20). Upendo wa kweli unaonekana katika kumsaidia ndugu mwenye mahitaji, si katika maneno matupu (3:17-18). Na upendo uliokamilika huondoa hofu, kwa sababu aliyepokea upendo wa Mungu hana tena sababu ya kuogopa hukumu (4:18).\n\nKwa makanisa ya Afrika leo, ambako ukabila, siasa na mashindano ya uongozi mara nyingi huwagawa waumini, waraka huu unauliza swali zito: je, ushirika wetu unaonyesha upendo wa Mungu kwa namna ambayo ulimwengu unaweza kuiona? Walimu wanaweza kuwasaidia wanafunzi kuchunguza maandiko haya kwa kuuliza: upendo unajaribiwa wapi katika maisha ya kanisa letu, na tunawezaje kuupima kwa matendo badala ya maneno?',
    },
  ],
};
