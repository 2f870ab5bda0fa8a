import type { TextLanguage } from './text.ts';

/**
 * Theological vocabulary in the four languages, written by the team: the words and phrases that
 * name an idea a passage can be asked about (doctrine, ethics and ministry, church history and
 * theology as a discipline, African theology and mission). A word or phrase of the list found in a
 * passage marks one of its ideas (concepts.ts matches them on light stems, longest first), so
 * questions ask about "grace" or "the ancestors", not about a date or "the garden of the house".
 * Lower case; Arabic without vowel marks. Inflected forms are listed where a light stem would not
 * reach them (forgive / forgiven, péché / pécheur, wokovu / mwokozi, خلاص / الخلاص). No names of
 * people or places, and no word that is an idea only in some contexts.
 */
export const THEOLOGY_TERMS: Record<TextLanguage, readonly string[]> = {
  en: [
    // God and the Trinity
    'god', 'godhead', 'trinity', 'triune god', 'holy spirit', 'holy ghost', 'spirit', 'divinity', 'deity', 'sovereignty', 'sovereignty of god',
    'providence', 'omnipotence', 'omniscience', 'attributes of god', 'glory of god', 'kingdom of god', 'kingdom of heaven',
    // Christ
    'christology', 'incarnation', 'incarnate', 'two natures', 'divinity of christ', 'humanity of christ', 'son of god', 'son of man', 'messiah', 'lordship',
    'cross', 'crucifixion', 'crucified', 'atonement', 'substitution', 'sacrifice', 'propitiation', 'ransom', 'resurrection', 'risen', 'ascension',
    'second coming', 'parousia', 'kenosis',
    // Creation and humanity
    'creation', 'creator', 'new creation', 'image of god', 'imago dei', 'human nature', 'humanity', 'personhood', 'soul', 'fall of man', 'free will',
    // Sin
    'sin', 'sins', 'sinner', 'sinful', 'sinfulness', 'original sin', 'depravity', 'total depravity', 'guilt', 'evil', 'problem of evil', 'temptation',
    'idolatry', 'idol', 'rebellion',
    // Salvation
    'salvation', 'saved', 'saviour', 'savior', 'grace', 'common grace', 'faith', 'saving faith', 'justification', 'justified', 'justification by faith',
    'righteousness', 'imputed righteousness', 'sanctification', 'sanctified', 'holiness', 'regeneration', 'new birth', 'born again', 'conversion', 'converted',
    'adoption', 'reconciliation', 'reconciled', 'redemption', 'redeemer', 'redeemed', 'election', 'predestination', 'perseverance of the saints',
    'assurance', 'glorification', 'union with christ', 'eternal life', 'new life', 'hope',
    // Revelation and Scripture
    'revelation', 'general revelation', 'special revelation', 'scripture', 'holy scripture', 'bible', 'word of god', 'inspiration', 'inerrancy', 'canon',
    'old testament', 'new testament', 'gospel', 'law', 'laws', 'law of god', 'ten commandments', 'commandments', 'covenant', 'new covenant', 'old covenant',
    'prophecy', 'prophesy', 'prophetic', 'prophet',
    // Last things
    'eschatology', 'eschatological', 'last things', 'end times', 'judgment', 'judgement', 'last judgment', 'day of the lord', 'heaven', 'hell', 'death',
    'afterlife', 'immortality',
    // Church and sacraments
    'church', 'body of christ', 'people of god', 'ecclesiology', 'sacrament', 'sacramental', 'baptism', 'baptize', 'baptise', 'baptized', 'baptised',
    "lord's supper", 'eucharist', 'holy communion', 'communion', 'priesthood of all believers', 'priesthood', 'ministry', 'ordination', 'clergy', 'laity',
    'apostolic succession', 'church discipline', 'excommunication', 'ecumenism', 'ecumenical', 'denomination', 'schism',
    // Love, justice and the Christian life
    'love', 'love of god', 'love of neighbour', 'love of neighbor', 'mercy', 'compassion', 'justice', 'social justice', 'peace', 'truth', 'freedom', 'liberty',
    'forgiveness', 'forgive', 'forgiven', 'forgiving', 'repentance', 'repent', 'confession', 'confess', 'obedience', 'obey', 'holy', 'humility', 'humble',
    'faithfulness', 'integrity', 'virtue', 'patience', 'perseverance', 'gratitude', 'thanksgiving', 'joy', 'self-control', 'ethics', 'morality',
    'spirituality', 'spiritual formation', 'spiritual gifts', 'gifts of the spirit', 'fruit of the spirit', 'spiritual warfare',
    // Ministry and mission
    'servanthood', 'servant leadership', 'leadership', 'discipleship', 'disciple', 'pastoral care', 'shepherding', 'preaching', 'preach', 'sermon',
    'proclamation', 'worship', 'praise', 'prayer', 'pray', 'fasting', 'mission', 'missionary', 'missio dei', 'great commission', 'evangelism', 'evangelization',
    'evangelisation', 'witness', 'testimony', 'hospitality', 'generosity', 'stewardship', 'tithe', 'tithing',
    // Poverty, suffering, family, community
    'poverty', 'the poor', 'wealth', 'greed', 'suffering', 'persecution', 'persecuted', 'martyrdom', 'martyr', 'family', 'marriage', 'polygamy', 'divorce',
    'celibacy', 'sexuality', 'community', 'fellowship', 'koinonia', 'unity', 'solidarity',
    // Church history and theology as a discipline
    'heresy', 'heresies', 'heretic', 'heretical', 'orthodoxy', 'orthodox', 'creed', 'council', 'ecumenical council', 'monasticism', 'monastic', 'monk',
    'asceticism', 'ascetic', 'reformation', 'protestantism', 'catholicism', 'revival', 'awakening', 'pentecostalism', 'pentecostal', 'charismatic',
    'tradition', 'authority', 'authority of scripture', 'sola scriptura', 'sola fide', 'interpretation', 'hermeneutics', 'hermeneutic', 'exegesis',
    'theology', 'theological', 'systematic theology', 'biblical theology', 'philosophy', 'human reason', 'faith and reason', 'conscience', 'piety', 'pietism',
    'doctrine', 'dogma', 'apologetics', 'mysticism', 'gnosticism', 'arianism', 'pelagianism', 'donatism', 'montanism', 'icons', 'iconoclasm', 'apostasy',
    'church and state', 'secularization', 'secularism',
    // African theology and mission
    'ancestors', 'ancestor veneration', 'ancestral', 'living dead', 'traditional religion', 'african traditional religion', 'primal religion', 'culture',
    'identity', 'african identity', 'christian identity', 'contextualization', 'contextualisation', 'contextual theology', 'inculturation', 'indigenization',
    'translation', 'bible translation', 'translatability', 'mother tongue', 'vernacular', 'syncretism', 'liberation', 'liberation theology',
    'black theology', 'colonialism', 'colonial', 'decolonization', 'independence', 'ubuntu', 'elders', 'spirits', 'spirit world', 'spirit possession',
    'witchcraft', 'divination', 'sorcery', 'healing', 'divine healing', 'african christianity', 'world christianity', 'indigenous church',
    'african independent churches', 'african initiated churches', 'self-governing', 'self-supporting', 'self-propagating', 'three-self',
    "women's theology", "african women's theology", 'oppression', 'dignity', 'human dignity', 'time', 'concept of time', 'worldview', 'rites of passage',
    'blessing', 'curse', 'prosperity gospel', 'ethnicity', 'tribalism', 'racism', 'slavery', 'apartheid', 'religious pluralism',
  ],
  fr: [
    // Dieu et la Trinité
    'dieu', 'trinité', 'sainte trinité', 'saint-esprit', 'esprit saint', 'esprit', 'divinité', 'souveraineté de dieu', 'providence', 'gloire de dieu',
    'royaume de dieu', 'royaume des cieux',
    // Le Christ
    'christologie', 'incarnation', 'incarné', 'fils de dieu', 'messie', 'croix', 'crucifixion', 'crucifié', 'expiation', 'sacrifice', 'rédemption',
    'rédempteur', 'rachat', 'racheté', 'résurrection', 'ressuscité', 'ascension', 'parousie', 'retour du christ',
    // Création, humanité, péché
    'création', 'créateur', 'nouvelle création', 'image de dieu', 'nature humaine', 'humanité', 'âme', 'libre arbitre', 'péché', 'pécheur',
    'pécheresse', 'péché originel', 'culpabilité', 'problème du mal', 'tentation', 'idolâtrie', 'idole',
    // Le salut
    'salut', 'sauveur', 'sauvé', 'sauver', 'grâce', 'foi', 'justification', 'justification par la foi', 'justifié', 'justice', 'sanctification',
    'sanctifié', 'sainteté', 'régénération', 'nouvelle naissance', 'conversion', 'converti', 'réconciliation', 'réconcilié', 'élection divine',
    'prédestination', 'adoption', 'assurance du salut', 'vie éternelle', 'espérance',
    // Révélation et Écriture
    'révélation', 'écriture', 'écritures', 'saintes écritures', 'bible', 'parole de dieu', 'inspiration', 'canon', 'ancien testament',
    'nouveau testament', 'évangile', 'loi', 'lois', 'loi de dieu', 'commandements', 'alliance', 'nouvelle alliance', 'prophétie', 'prophétique', 'prophète',
    // Les fins dernières
    'eschatologie', 'eschatologique', 'jugement', 'jugement dernier', 'paradis', 'cieux', 'enfer', 'mort', 'vie après la mort',
    // Église et sacrements
    'église', 'ecclésiologie', 'corps du christ', 'peuple de dieu', 'sacrement', 'baptême', 'baptiser', 'baptisé', 'sainte cène', 'sainte-cène', 'cène',
    'eucharistie', 'communion', 'sacerdoce universel', 'ministère', 'ordination', 'clergé', 'laïcs', 'discipline ecclésiastique',
    "discipline de l'église", 'excommunication', 'œcuménisme', 'unité', 'schisme',
    // Amour, justice et vie chrétienne
    'amour', 'amour de dieu', 'amour du prochain', 'charité', 'miséricorde', 'compassion', 'justice sociale', 'paix', 'vérité', 'liberté', 'pardon',
    'pardonner', 'pardonné', 'repentance', 'repentir', 'confession', 'confesser', 'obéissance', 'obéir', 'humilité', 'fidélité', 'intégrité', 'vertu',
    'patience', 'joie', 'éthique', 'morale', 'spiritualité', 'dons spirituels', "fruit de l'esprit", 'combat spirituel',
    // Ministère et mission
    'serviteur', 'leadership', 'leadership serviteur', 'disciple', 'discipulat', 'accompagnement pastoral', 'pastorale', "relation d'aide",
    'prédication', 'prêcher', 'sermon', 'proclamation', 'culte', 'adoration', 'louange', 'prière', 'prier', 'jeûne', 'mission', 'missionnaire',
    'missio dei', 'grand mandat', 'évangélisation', 'évangéliser', 'témoignage', 'témoin', 'hospitalité', 'générosité', 'intendance', 'dîme',
    // Pauvreté, souffrance, famille, communauté
    'pauvreté', 'pauvres', 'pauvreté anthropologique', 'richesse', 'souffrance', 'persécution', 'persécuté', 'martyre', 'martyr', 'famille', 'mariage',
    'polygamie', 'divorce', 'célibat', 'sexualité', 'communauté', 'communion fraternelle', 'fraternité', 'solidarité',
    // Histoire de l'Église et théologie
    'hérésie', 'hérétique', 'orthodoxie', 'orthodoxe', 'credo', 'symbole de foi', 'symbole des apôtres', 'concile', 'monachisme', 'moine',
    'vie monastique', 'ascèse', 'ascétisme', 'réforme', 'protestantisme', 'catholicisme', 'réveil', 'pentecôtisme', 'tradition', 'autorité',
    "autorité de l'écriture", 'interprétation', 'herméneutique', 'exégèse', 'théologie', 'théologique', 'théologie systématique', 'philosophie',
    'foi et raison', 'conscience', 'piété', 'doctrine', 'dogme', 'apologétique', 'mystique', 'gnosticisme', 'arianisme', 'pélagianisme', 'donatisme',
    'icônes', 'iconoclasme', 'apostasie', 'sécularisation', 'laïcité',
    // Théologie africaine et mission
    'ancêtres', 'ancêtre', 'culte des ancêtres', 'religion traditionnelle', 'religions traditionnelles africaines', 'culture', 'identité',
    'identité africaine', 'contextualisation', 'inculturation', 'indigénisation', 'traduction', 'traduction de la bible', 'traductibilité',
    'langue maternelle', 'langues vernaculaires', 'vernaculaire', 'syncrétisme', 'libération', 'théologie de la libération', 'colonialisme',
    'colonisation', 'décolonisation', 'indépendance', 'ubuntu', "anciens de l'église", 'esprits', 'monde des esprits', 'sorcellerie', 'divination',
    'guérison', 'guérison divine', 'christianisme africain', 'christianisme', 'église indigène', 'églises indépendantes africaines', 'autonomie',
    'autogouvernement', 'autofinancement', 'autopropagation', 'théologie des femmes', 'théologie féminine', 'oppression', 'dignité', 'dignité humaine',
    'conception du temps', 'notion du temps', 'vision du monde', 'rites de passage', 'initiation', 'bénédiction', 'malédiction',
    'évangile de la prospérité', 'ethnicité', 'tribalisme', 'esclavage', 'racisme', 'apartheid', 'négritude', 'authenticité',
  ],
  sw: [
    // Mungu na Utatu
    'mungu', 'utatu', 'utatu mtakatifu', 'roho mtakatifu', 'roho', 'uungu', 'enzi ya mungu', 'maongozi ya mungu', 'utukufu wa mungu', 'ufalme wa mungu',
    'ufalme wa mbinguni', 'ufalme',
    // Kristo
    'kristolojia', 'kufanyika mwili', 'umwilisho', 'mwana wa mungu', 'masihi', 'msalaba', 'kusulubiwa', 'kafara', 'dhabihu', 'sadaka', 'fidia',
    'ukombozi', 'mkombozi', 'kukomboa', 'kukombolewa', 'ufufuo', 'kufufuka', 'kufufuliwa', 'kupaa mbinguni', 'kuja kwa pili', 'kurudi kwa yesu',
    // Uumbaji, mwanadamu, dhambi
    'uumbaji', 'muumba', 'kuumba', 'uumbaji mpya', 'mfano wa mungu', 'sura ya mungu', 'asili ya mwanadamu', 'ubinadamu', 'nafsi', 'dhambi',
    'mwenye dhambi', 'wenye dhambi', 'dhambi ya asili', 'hatia', 'uovu', 'maovu', 'majaribu', 'ibada ya sanamu', 'sanamu', 'uasi',
    // Wokovu
    'wokovu', 'kuokoa', 'kuokolewa', 'kuokoka', 'mwokozi', 'neema', 'neema ya mungu', 'imani', 'haki', 'kuhesabiwa haki', 'kuhesabiwa haki kwa imani', 'utakaso',
    'kutakaswa', 'utakatifu', 'kuzaliwa upya', 'kuzaliwa mara ya pili', 'kuongoka', 'upatanisho', 'kupatanishwa', 'uteule', 'wateule',
    'kufanywa wana', 'uzima wa milele', 'maisha mapya', 'tumaini', 'matumaini',
    // Ufunuo na Maandiko
    'ufunuo', 'maandiko', 'maandiko matakatifu', 'biblia', 'neno la mungu', 'uvuvio', 'agano la kale', 'agano jipya', 'agano', 'injili', 'habari njema',
    'sheria', 'torati', 'sheria ya mungu', 'amri kumi', 'amri za mungu', 'unabii', 'nabii', 'manabii',
    // Mambo ya mwisho
    'mambo ya mwisho', 'siku za mwisho', 'hukumu', 'siku ya hukumu', 'mbinguni', 'mbingu', 'jehanamu', 'kuzimu', 'kifo', 'mauti', 'uzima baada ya kifo',
    // Kanisa na sakramenti
    'kanisa', 'makanisa', 'mwili wa kristo', 'watu wa mungu', 'sakramenti', 'ubatizo', 'kubatiza', 'kubatizwa', 'meza ya bwana', 'chakula cha bwana',
    'ekaristi', 'ushirika mtakatifu', 'ukuhani', 'ukuhani wa waumini wote', 'huduma', 'kuwekwa wakfu', 'nidhamu ya kanisa', 'nidhamu', 'kutengwa na kanisa',
    'umoja wa makanisa', 'madhehebu',
    // Upendo, haki na maisha ya Kikristo
    'upendo', 'pendo', 'upendo wa mungu', 'kumpenda jirani', 'huruma', 'rehema', 'haki ya kijamii', 'amani', 'ukweli', 'uhuru', 'msamaha', 'kusamehe',
    'kusamehewa', 'toba', 'kutubu', 'maungamo', 'kuungama', 'utii', 'kutii', 'unyenyekevu', 'mnyenyekevu', 'uaminifu', 'uadilifu', 'subira', 'uvumilivu',
    'furaha', 'maadili', 'uchaji mungu', 'utauwa', 'karama', 'karama za roho', 'matunda ya roho', 'vita vya kiroho', 'maisha ya kiroho',
    // Huduma na utume
    'utumishi', 'mtumishi', 'watumishi', 'uongozi', 'kiongozi', 'viongozi', 'uongozi wa kitumishi', 'ufuasi', 'uanafunzi',
    'uchungaji', 'huduma ya kichungaji', 'mchungaji', 'mahubiri', 'kuhubiri', 'mhubiri', 'ibada', 'kuabudu', 'sifa na kuabudu', 'maombi', 'sala',
    'kufunga', 'mfungo', 'utume', 'misheni', 'mmisionari', 'wamisionari', 'agizo kuu', 'uinjilisti', 'mwinjilisti', 'kueneza injili', 'ushuhuda',
    'kushuhudia', 'ukarimu', 'uwakili', 'zaka', 'fungu la kumi',
    // Umaskini, mateso, familia, jamii
    'umaskini', 'maskini', 'utajiri', 'tamaa', 'mateso', 'kuteswa', 'kuteseka', 'dhuluma', 'mfia dini', 'wafia dini', 'kifo cha kishahidi', 'shahidi',
    'mashahidi', 'familia', 'ndoa', 'mitala', 'talaka', 'useja', 'ujinsia', 'jamii', 'jumuiya', 'ushirika', 'umoja', 'mshikamano',
    // Historia ya Kanisa na theolojia
    'uzushi', 'wazushi', 'mafundisho ya uongo', 'mafundisho sahihi', 'imani sahihi', 'kanuni ya imani', 'kanuni za imani', 'imani ya mitume',
    'mtaguso', 'mitaguso', 'baraza la kanisa', 'utawa', 'mtawa', 'watawa', 'umonaki', 'kujinyima', 'matengenezo', 'matengenezo ya kanisa', 'uamsho',
    'ukatoliki', 'uprotestanti', 'upentekoste', 'mapokeo', 'mamlaka', 'mamlaka ya maandiko', 'tafsiri', 'ufafanuzi', 'kanuni za tafsiri', 'hemenitiki',
    'theolojia', 'teolojia', 'elimu ya mungu', 'falsafa', 'akili', 'dhamiri', 'mafundisho', 'fundisho', 'utetezi wa imani', 'ukengeufu', 'kuasi imani',
    // Theolojia ya Kiafrika na utume
    'mababu', 'wahenga', 'mizimu', 'ibada ya mizimu', 'wafu walio hai', 'dini ya jadi', 'dini za jadi', 'dini za asili', 'imani za jadi', 'utamaduni',
    'tamaduni', 'mila', 'desturi', 'mila na desturi', 'utambulisho', 'utambulisho wa kiafrika', 'muktadha', 'utamadunisho', 'kutafsiri',
    'tafsiri ya biblia', 'lugha mama', 'lugha ya mama', 'lugha za kienyeji', 'kuchanganya dini', 'mchanganyiko wa dini', 'ukombozi wa kijamii',
    'theolojia ya ukombozi', 'ukoloni', 'wakoloni', 'ubuntu', 'utu', 'wazee', 'wazee wa kanisa', 'pepo', 'mapepo', 'pepo wabaya', 'pepo wachafu',
    'ulimwengu wa roho', 'uchawi', 'mchawi', 'waganga', 'uaguzi', 'uponyaji', 'kuponya', 'kuponywa', 'ukristo', 'ukristo wa kiafrika', 'kanisa huru',
    'makanisa huru', 'makanisa ya kiafrika', 'kujitawala', 'kujitegemea', 'kujieneza', 'theolojia ya wanawake', 'ukandamizaji', 'kuonewa', 'hadhi',
    'heshima ya utu', 'dhana ya wakati', 'sasa na zamani', 'mtazamo wa ulimwengu', 'mtazamo wa dunia', 'jando na unyago', 'baraka', 'laana',
    'injili ya mafanikio', 'ukabila', 'utumwa', 'ubaguzi wa rangi',
  ],
  ar: [
    // الله والثالوث
    'الله', 'الإله', 'الثالوث', 'ثالوث', 'الثالوث القدوس', 'التثليث', 'الروح القدس', 'الروح القدوس', 'الألوهية', 'لاهوت المسيح', 'سلطان الله',
    'العناية الإلهية', 'عناية الله', 'مجد الله', 'ملكوت الله', 'ملكوت السماوات', 'الملكوت', 'ملكوت',
    // المسيح
    'الكريستولوجيا', 'التجسد', 'تجسد', 'المتجسد', 'ناسوت المسيح', 'الطبيعتين', 'ابن الله', 'ابن الإنسان', 'المسيا', 'الصليب', 'صليب', 'الصلب',
    'المصلوب', 'الكفارة', 'كفارة', 'التكفير', 'الذبيحة', 'ذبيحة', 'الفداء', 'فداء', 'الفادي', 'القيامة', 'قيامة', 'الصعود', 'المجيء الثاني',
    // الخلق والإنسان والخطيئة
    'الخلق', 'الخليقة', 'الخالق', 'الخليقة الجديدة', 'صورة الله', 'الطبيعة البشرية', 'الإنسانية', 'حرية الإرادة', 'الخطيئة', 'خطيئة',
    'الخطية', 'خطية', 'الخطايا', 'خطايا', 'الخطاة', 'خاطئ', 'الخطيئة الأصلية', 'سقوط الإنسان', 'الشر', 'مشكلة الشر', 'عبادة الأوثان', 'الأوثان',
    // الخلاص
    'الخلاص', 'خلاص', 'النعمة', 'نعمة', 'الإيمان', 'إيمان', 'التبرير', 'تبرير', 'التبرير بالإيمان', 'البر', 'التقديس', 'تقديس', 'القداسة', 'قداسة',
    'الولادة الجديدة', 'الولادة الثانية', 'التجديد الروحي', 'الاهتداء', 'التبني', 'المصالحة', 'مصالحة', 'الاختيار الإلهي', 'سبق التعيين', 'الحياة الأبدية',
    'الرجاء', 'رجاء',
    // الوحي والكتاب المقدس
    'الوحي', 'وحي', 'الإعلان الإلهي', 'الكتاب المقدس', 'الأسفار المقدسة', 'كلمة الله', 'الوحي الإلهي', 'قانون الأسفار', 'العهد القديم',
    'العهد الجديد', 'الإنجيل', 'إنجيل', 'البشارة', 'بشارة', 'الناموس', 'ناموس', 'الشريعة', 'شريعة', 'الوصايا العشر', 'الوصايا', 'الميثاق',
    'النبوة', 'نبوة', 'النبوءة', 'الأنبياء',
    // الأخرويات
    'الأخرويات', 'علم الأخرويات', 'الدينونة', 'دينونة', 'يوم الدين', 'الدينونة الأخيرة', 'الفردوس', 'جهنم', 'الجحيم', 'الهاوية', 'الموت', 'موت',
    'الحياة بعد الموت', 'الخلود',
    // الكنيسة والأسرار
    'الكنيسة', 'كنيسة', 'الكنائس', 'كنائس', 'جسد المسيح', 'شعب الله', 'علم الكنيسة', 'الأسرار المقدسة', 'الأسرار الكنسية', 'المعمودية', 'معمودية',
    'العماد', 'العشاء الرباني', 'عشاء الرب', 'الإفخارستيا', 'القربان المقدس', 'التناول', 'كهنوت جميع المؤمنين', 'الكهنوت', 'الخدمة', 'خدمة',
    'الرسامة', 'الإكليروس', 'العلمانيين', 'التأديب الكنسي', 'التأديب', 'الحرم الكنسي', 'الحركة المسكونية', 'الطائفة', 'الانشقاق',
    // المحبة والعدل والحياة المسيحية
    'المحبة', 'محبة', 'محبة الله', 'محبة القريب', 'الرحمة', 'رحمة', 'الشفقة', 'العدل', 'عدل', 'العدالة', 'عدالة', 'العدالة الاجتماعية', 'السلام',
    'الحق', 'الحرية', 'حرية', 'المغفرة', 'مغفرة', 'الغفران', 'غفران', 'التوبة', 'توبة', 'الاعتراف', 'الطاعة', 'طاعة', 'التواضع', 'تواضع', 'الأمانة',
    'أمانة', 'الفضيلة', 'الصبر', 'الفرح', 'الأخلاق', 'التقوى', 'الروحانية', 'المواهب الروحية', 'ثمر الروح', 'الحرب الروحية',
    // الخدمة والإرسالية
    'القيادة', 'قيادة', 'القيادة الخادمة', 'التلمذة', 'تلمذة', 'التلاميذ', 'الرعاية الرعوية', 'الرعوية', 'الوعظ', 'وعظ', 'الكرازة',
    'كرازة', 'العظة', 'العبادة', 'عبادة', 'التسبيح', 'الصلاة', 'صلاة', 'الصوم', 'صوم', 'الإرسالية', 'إرسالية', 'الإرساليات', 'المرسلين',
    'المأمورية العظمى', 'التبشير', 'تبشير', 'الشهادة', 'شهادة', 'الضيافة', 'ضيافة', 'الكرم', 'الوكيل الأمين', 'العشور',
    // الفقر والألم والأسرة والجماعة
    'الفقر', 'فقر', 'الفقراء', 'الغنى', 'الطمع', 'الألم', 'الآلام', 'المعاناة', 'الاضطهاد', 'اضطهاد', 'الاستشهاد', 'استشهاد', 'الشهيد', 'شهيد',
    'الشهداء', 'شهداء', 'الأسرة', 'العائلة', 'الزواج', 'زواج', 'تعدد الزوجات', 'الطلاق', 'البتولية', 'الجنسانية', 'الجماعة', 'جماعة', 'الشركة الروحية',
    'شركة المؤمنين', 'الوحدة', 'وحدة', 'التضامن',
    // تاريخ الكنيسة وعلم اللاهوت
    'الهرطقة', 'هرطقة', 'الهرطقات', 'الهراطقة', 'البدعة', 'بدعة', 'البدع', 'الأرثوذكسية', 'الإيمان القويم', 'استقامة الرأي', 'قانون الإيمان',
    'العقيدة', 'عقيدة', 'المجمع', 'مجمع', 'المجامع', 'المجمع المسكوني', 'الرهبنة', 'رهبنة', 'الرهبان', 'الراهب', 'الحياة الرهبانية', 'الزهد', 'زهد',
    'النسك', 'الإصلاح', 'الإصلاح البروتستانتي', 'البروتستانتية', 'الكاثوليكية', 'النهضة', 'النهضة الروحية', 'الخمسينية', 'التقليد', 'التقليد الكنسي',
    'السلطان', 'السلطة', 'سلطان الكتاب المقدس', 'التفسير', 'تفسير', 'التأويل', 'علم التأويل', 'الهرمنيوطيقا', 'اللاهوت', 'لاهوت', 'علم اللاهوت',
    'اللاهوت النظامي', 'الفلسفة', 'العقل', 'الإيمان والعقل', 'الضمير', 'العقائد', 'الدفاعيات', 'علم الدفاع', 'التصوف', 'الغنوصية',
    'الأريوسية', 'البيلاجية', 'الدوناتية', 'الأيقونات', 'أيقونة', 'الأيقونة', 'حرب الأيقونات', 'الارتداد', 'العلمانية',
    // اللاهوت الأفريقي والإرسالية
    'الأسلاف', 'الأجداد', 'تكريم الأسلاف', 'عبادة الأسلاف', 'الديانة التقليدية', 'الديانات التقليدية', 'الديانات الأفريقية التقليدية', 'الثقافة',
    'ثقافة', 'الهوية', 'هوية', 'الهوية الأفريقية', 'السياقية', 'اللاهوت السياقي', 'التثاقف', 'الانثقاف', 'التوطين', 'الترجمة', 'ترجمة',
    'ترجمة الكتاب المقدس', 'قابلية الترجمة', 'اللغة الأم', 'اللغات المحلية', 'اللغة المحلية', 'التوفيقية', 'التلفيقية', 'الخلط الديني', 'التحرير',
    'التحرر', 'لاهوت التحرير', 'الاستعمار', 'الاستقلال', 'أوبونتو', 'الشيوخ', 'شيوخ الكنيسة', 'الأرواح', 'الأرواح الشريرة', 'عالم الأرواح',
    'السحر', 'العرافة', 'الشفاء', 'شفاء', 'الشفاء الإلهي', 'المسيحية', 'المسيحية الأفريقية', 'الكنيسة الوطنية', 'الكنائس الأفريقية المستقلة',
    'الحكم الذاتي', 'الاكتفاء الذاتي', 'الانتشار الذاتي', 'لاهوت المرأة', 'اللاهوت النسوي', 'الظلم', 'القمع', 'الكرامة', 'الكرامة الإنسانية',
    'مفهوم الزمن', 'الزمن', 'الزمان', 'رؤية العالم', 'النظرة إلى العالم', 'طقوس العبور', 'البركة', 'بركة', 'اللعنة', 'إنجيل الرخاء', 'القبلية',
    'العبودية', 'العنصرية', 'الفصل العنصري',
  ],
};
