import type { EvalSetPart } from './types.ts';

/** French part: African theologians and church history (Ela, Mveng, Kimbangu, Cyprien, Lavigerie), Pascal, Valdès, John 3 (Louis Segond 1910). */
export const part: EvalSetPart = {
  passages: [
    {
      id: 'fr-ela-theologie-sous-arbre',
      language: 'fr',
      topic: "Jean-Marc Ela, Le Cri de l'homme africain (1980) and his 'theology under the tree' among the peasants of northern Cameroon",
      african: true,
      kind: 'summary',
      text:
        "Dans Le Cri de l'homme africain (1980), le prêtre camerounais Jean-Marc Ela pose une question dérangeante aux Églises d'Afrique : à quoi sert une foi qui ne dit rien de la faim, de l'impôt et du coton imposé aux paysans ? Ela écrit depuis Tokombéré, au pied des monts Mandara, dans le nord du Cameroun, où il a rejoint en 1971 l'abbé Simon Mpeke, que tout le monde appelait Baba Simon. Là, il ne fait pas de la théologie dans une bibliothèque, mais « sous l'arbre », avec des cultivateurs de mil qui lisent l'Évangile à partir de leur propre misère. Pour Ela, la Parole de Dieu n'est pas une évasion vers le ciel : l'Exode et la croix annoncent un Dieu qui libère. Il reproche aux missions d'avoir importé des cadres, des rites et des questions venus d'ailleurs, et il appelle les communautés chrétiennes à devenir des lieux où les pauvres prennent enfin la parole. Cette théologie sous l'arbre place la libération au centre de l'annonce de l'Évangile.",
      labels: {
        people: ['Jean-Marc Ela', 'Simon Mpeke'],
        places: ['Afrique', 'Tokombéré', 'monts Mandara', 'Cameroun'],
        works: ["Le Cri de l'homme africain"],
        concepts: ["théologie sous l'arbre", 'libération', 'foi', 'pauvres'],
      },
      sourceId: 'fr-src-ela-paysans',
    },
    {
      id: 'fr-mveng-pauvrete-anthropologique',
      language: 'fr',
      topic: "Engelbert Mveng: 'anthropological poverty', Yaoundé, African Christian art",
      african: true,
      kind: 'summary',
      text:
        "Engelbert Mveng (1930-1995), premier jésuite camerounais, fut à la fois historien, poète, artiste et théologien. Professeur à l'université de Yaoundé, il a aussi mis son talent au service d'un art chrétien africain : on lui doit notamment la mosaïque qui orne le chœur de la cathédrale Notre-Dame-des-Victoires de Yaoundé. Dans L'Afrique dans l'Église (1985), Mveng propose une notion devenue classique, la « pauvreté anthropologique ». Selon lui, l'Africain n'a pas seulement été privé de biens matériels : la traite négrière et la colonisation l'ont dépouillé de son identité, de sa dignité, de son histoire et de sa confiance en lui-même. Cette pauvreté atteint l'être, et non seulement l'avoir. L'Évangile doit donc rendre à l'homme africain sa parole, sa mémoire et sa capacité de créer. Mveng fut assassiné chez lui, près de Yaoundé, en avril 1995 ; au Cameroun, beaucoup attendent encore que les auteurs du crime soient identifiés.",
      labels: {
        people: ['Engelbert Mveng'],
        places: ['Yaoundé', 'Cameroun'],
        works: ["L'Afrique dans l'Église"],
        concepts: ['pauvreté anthropologique', 'identité', 'dignité', 'art chrétien africain'],
      },
      sourceId: 'fr-src-mveng-pauvrete',
    },
    {
      id: 'fr-kimbangu-nkamba',
      language: 'fr',
      topic: 'Simon Kimbangu: the 1921 ministry at Nkamba, trial, imprisonment at Élisabethville, and the Kimbanguist Church',
      african: true,
      kind: 'summary',
      text:
        "En avril 1921, à Nkamba, un village du Bas-Congo, dans ce qui était alors le Congo belge, un catéchiste baptiste nommé Simon Kimbangu prie pour des malades, et la nouvelle de guérisons se répand. Des foules quittent les missions et les chantiers pour monter à Nkamba ; beaucoup voient en lui un prophète. Kimbangu prêche la repentance, l'abandon des fétiches, la monogamie et l'obéissance à la Bible. Inquiètes, les autorités coloniales tentent de l'arrêter en juin ; il se livre lui-même en septembre. Un conseil de guerre siégeant à Thysville le condamne à mort en octobre 1921, mais le roi Albert Ier commue la peine en détention à perpétuité. Kimbangu est transféré à Élisabethville, l'actuelle Lubumbashi, où il meurt en 1951, après trente ans de prison. Son ministère public n'avait duré que quelques mois. Ses disciples ont pourtant tenu bon malgré les déportations, et l'Église de Jésus-Christ sur la terre par son envoyé spécial Simon Kimbangu a été reconnue officiellement en 1959.",
      labels: {
        people: ['Simon Kimbangu', 'Albert Ier'],
        places: ['Nkamba', 'Bas-Congo', 'Congo belge', 'Thysville', 'Élisabethville', 'Lubumbashi'],
        works: [],
        concepts: ['guérisons', 'prophète', 'repentance', 'monogamie'],
      },
      sourceId: 'fr-src-kimbangu-eglise',
    },
    {
      id: 'fr-cyprien-lapsi',
      language: 'fr',
      topic: 'Cyprian of Carthage: the Decian persecution, the lapsi, On the Unity of the Catholic Church, martyrdom in 258',
      african: true,
      kind: 'summary',
      text:
        "Quand l'empereur Dèce exige en 250 que tous les habitants de l'Empire sacrifient aux dieux, l'Église de Carthage est prise au dépourvu. Beaucoup de chrétiens sacrifient ou achètent un certificat ; on les appelle les lapsi, « ceux qui sont tombés ». Leur évêque, Thascius Caecilius Cyprianus, que l'histoire connaît sous le nom de Cyprien, s'est retiré dans une cachette d'où il continue de gouverner son Église par lettres. À son retour, en 251, il refuse deux solutions faciles : la réconciliation immédiate que promettaient certains confesseurs, et la rigueur de Novatien, à Rome, qui ferme la porte pour toujours. Les tombés feront pénitence et seront réintégrés par l'évêque. Dans L'Unité de l'Église catholique, Cyprien, lecteur assidu de Tertullien, défend l'unité de l'épiscopat et affirme : « Il ne peut avoir Dieu pour père, celui qui n'a pas l'Église pour mère. » Exilé sous Valérien, il est décapité près de Carthage le 14 septembre 258.",
      labels: {
        people: ['Dèce', 'Thascius Caecilius Cyprianus', 'Novatien', 'Tertullien', 'Valérien'],
        places: ['Carthage', 'Rome'],
        works: ["L'Unité de l'Église catholique"],
        concepts: ['lapsi', 'pénitence', "unité de l'épiscopat", 'confesseurs'],
      },
      sourceId: 'fr-src-cyprien-unite',
    },
    {
      id: 'fr-pascal-pari-coeur',
      language: 'fr',
      topic: "Blaise Pascal: the Pensées, the wager, 'the heart has its reasons', the Mémorial, Port-Royal",
      african: false,
      kind: 'summary',
      text:
        "« Le cœur a ses raisons que la raison ne connaît point. » Cette phrase célèbre vient des Pensées de Blaise Pascal, publiées en 1670, huit ans après sa mort. Né à Clermont en 1623, mathématicien et physicien précoce, Pascal vit dans la nuit du 23 novembre 1654 une expérience qu'il consigne sur un papier cousu ensuite dans son vêtement, le Mémorial : « Dieu d'Abraham, Dieu d'Isaac, Dieu de Jacob, non des philosophes et des savants. » Proche de Port-Royal, où sa sœur Jacqueline Pascal était religieuse, il défend ses amis dans Les Provinciales. Dans les Pensées, il s'adresse à l'incroyant par l'argument du pari : puisqu'il faut choisir, « pesons le gain et la perte » ; si Dieu est, on gagne tout, et s'il n'est pas, on ne perd rien. Mais le pari n'est pas le sommet de sa pensée : on connaît Dieu par le cœur, et non par la seule raison, car la foi, dit-il, c'est « Dieu sensible au cœur ».",
      labels: {
        people: ['Blaise Pascal', 'Abraham', 'Isaac', 'Jacob', 'Jacqueline Pascal'],
        places: ['Clermont'],
        works: ['Pensées', 'Mémorial', 'Les Provinciales'],
        concepts: ['pari', 'cœur', 'raison', 'foi'],
      },
      sourceId: 'fr-src-pascal-pensees',
    },
    {
      id: 'fr-valdes-pauvres-de-lyon',
      language: 'fr',
      topic: 'Valdès (Peter Waldo) and the Poor of Lyon: evangelical poverty, lay preaching, condemnation, survival in the Alps',
      african: false,
      kind: 'summary',
      text:
        "Vers 1173, un riche marchand de Lyon nommé Valdès (on écrit aussi Valdo ou Vaudès) est saisi par la parole de l'Évangile : « va, vends ce que tu possèdes, donne-le aux pauvres ». Il fait traduire des livres de la Bible dans la langue du peuple, distribue ses biens et se met à prêcher sur les places. Des hommes et des femmes le suivent, deux par deux, sans argent : ce sont les Pauvres de Lyon, qui veulent vivre la pauvreté évangélique des apôtres. En 1179, à Rome, le pape Alexandre III approuve leur vœu de pauvreté, mais leur interdit de prêcher sans l'autorisation du clergé local. Les disciples de Valdès continuent pourtant, persuadés qu'il faut obéir à Dieu plutôt qu'aux hommes. Chassés de Lyon, ils sont condamnés à Vérone en 1184 par le pape Lucius III. Pourchassés, les Vaudois survivent dans les vallées des Alpes, surtout en Piémont et en Dauphiné, et rejoignent la Réforme au synode de Chanforan, en 1532.",
      labels: {
        people: ['Valdès', 'Alexandre III', 'Lucius III'],
        places: ['Lyon', 'Rome', 'Vérone', 'Alpes', 'Piémont', 'Dauphiné', 'Chanforan'],
        works: [],
        concepts: ['pauvreté évangélique', 'vœu de pauvreté', 'prêcher', 'langue du peuple'],
      },
      sourceId: 'fr-src-vaudois',
    },
    {
      id: 'fr-jean-3-16-21-segond',
      language: 'fr',
      topic: 'John 3:16-21, Louis Segond 1910',
      african: false,
      kind: 'scripture',
      text:
        "Car Dieu a tant aimé le monde qu'il a donné son Fils unique, afin que quiconque croit en lui ne périsse point, mais qu'il ait la vie éternelle. Dieu, en effet, n'a pas envoyé son Fils dans le monde pour qu'il juge le monde, mais pour que le monde soit sauvé par lui. Celui qui croit en lui n'est point jugé ; mais celui qui ne croit pas est déjà jugé, parce qu'il n'a pas cru au nom du Fils unique de Dieu. Et ce jugement c'est que, la lumière étant venue dans le monde, les hommes ont préféré les ténèbres à la lumière, parce que leurs œuvres étaient mauvaises. Car quiconque fait le mal hait la lumière, et ne vient point à la lumière, de peur que ses œuvres ne soient dévoilées ; mais celui qui agit selon la vérité vient à la lumière, afin que ses œuvres soient manifestées, parce qu'elles sont faites en Dieu.",
      labels: {
        people: [],
        places: [],
        works: [],
        concepts: ['vie éternelle', 'sauvé', 'jugement', 'lumière', 'ténèbres', 'vérité'],
      },
      sourceId: null,
    },
    {
      id: 'fr-lavigerie-peres-blancs',
      language: 'fr',
      topic: 'Cardinal Charles Lavigerie and the White Fathers (Missionaries of Africa): a timeline, Algiers, Carthage',
      african: true,
      kind: 'summary',
      text:
        "Le cardinal Charles Lavigerie et les Pères blancs : quelques repères.\n" +
        "- 1825 : naissance à Bayonne.\n" +
        "- 1867 : il devient archevêque d'Alger.\n" +
        "- 1868 : il fonde à Alger la Société des missionnaires d'Afrique, que l'on appellera les Pères blancs à cause de leur gandoura et de leur burnous blancs ; l'année suivante naissent les Sœurs missionnaires de Notre-Dame d'Afrique.\n" +
        "- 1878 : les premières caravanes partent vers les Grands Lacs, en direction du lac Tanganyika et du lac Victoria.\n" +
        "- 1882 : Lavigerie est créé cardinal.\n" +
        "- 1884 : il devient archevêque de Carthage, siège antique restauré, et primat d'Afrique.\n" +
        "- 1888 : il lance en Europe une grande campagne contre l'esclavage.\n" +
        "- 1892 : il meurt à Alger.\n" +
        "Ses consignes aux missionnaires : apprendre les langues du pays, manger et se vêtir comme les habitants, préparer le baptême par un long catéchuménat et former des apôtres africains pour l'Afrique.",
      labels: {
        people: ['Charles Lavigerie'],
        places: ['Bayonne', 'Alger', 'Afrique', 'Grands Lacs', 'lac Tanganyika', 'lac Victoria', 'Carthage', 'Europe'],
        works: [],
        concepts: ['missionnaires', "campagne contre l'esclavage", 'catéchuménat', 'apôtres africains'],
      },
      sourceId: null,
    },
  ],
  sources: [
    {
      id: 'fr-src-ela-paysans',
      language: 'fr',
      title: "Jean-Marc Ela : une théologie née parmi les paysans du Nord-Cameroun",
      author: 'Équipe pédagogique',
      course: 'Missions',
      text:
        "Jean-Marc Ela naît en 1936 à Ebolowa, dans le sud du Cameroun. Prêtre catholique, il devient aussi sociologue, et c'est cette double formation qui donne à sa théologie sa couleur propre : il veut savoir ce que la foi chrétienne signifie pour des hommes et des femmes concrets, dans leurs villages, face à leurs difficultés quotidiennes.\n\n" +
        "En 1971, il part pour Tokombéré, dans le nord du pays, où l'abbé Simon Mpeke, que l'on surnommait Baba Simon, travaille depuis des années parmi les montagnards que l'on appelait alors les Kirdis. Ela partage leur vie pauvre, dort dans une case, lit et écrit à la lumière d'une lampe tempête. Il observe comment les paysans sont poussés à cultiver le coton plutôt que le mil qui les nourrit, et comment l'Église, tout en gérant écoles et dispensaires, reste souvent muette devant ces injustices.\n\n" +
        "De cette expérience sortent plusieurs livres, dont Le Cri de l'homme africain (1980) et Ma foi d'Africain (1985). Ela y parle d'une « théologie sous l'arbre » : l'arbre à palabres, où la communauté se rassemble pour discuter, mais aussi l'arbre de la croix. La Bible y est relue avec les pauvres, et la révélation y apparaît comme une libération de toute servitude. Pour Ela, l'annonce de l'Évangile ne consiste pas à remplir les églises le dimanche, mais à faire naître des communautés où chacun retrouve sa dignité et sa parole.\n\n" +
        "En 1995, menacé, Ela quitte le Cameroun pour l'exil au Canada, où il meurt en 2008.\n\n" +
        "Pour la discussion : que serait, dans votre paroisse, une théologie « sous l'arbre » ? Quelles questions des paysans ou des pauvres de votre région la prédication laisse-t-elle de côté ?",
    },
    {
      id: 'fr-src-mveng-pauvrete',
      language: 'fr',
      title: 'Engelbert Mveng et la pauvreté anthropologique',
      author: 'Équipe pédagogique',
      course: 'Systematic Theology',
      text:
        "Engelbert Mveng naît en 1930 à Enam-Ngal, dans le sud du Cameroun. Il entre en 1951 au noviciat jésuite de Djuma, au Congo belge, et devient le premier jésuite camerounais. Ordonné prêtre en 1963, il enseigne l'histoire à l'université de Yaoundé et publie une Histoire du Cameroun. Il est aussi poète, avec le recueil Balafon, et artiste : ses mosaïques et peintures, dont celle du chœur de la cathédrale de Yaoundé, cherchent un langage chrétien enraciné dans les formes et les symboles africains.\n\n" +
        "Son apport le plus connu en théologie est la notion de « pauvreté anthropologique », développée notamment dans le recueil L'Afrique dans l'Église (1985). Mveng distingue cette pauvreté de la simple pauvreté économique. Il existe, dit-il, une forme d'appauvrissement qui ne prive pas seulement une personne de ce qu'elle a, mais de ce qu'elle est : son identité, sa dignité, sa langue, son histoire, sa confiance en sa propre capacité de créer. La traite négrière et la colonisation ont produit chez les peuples africains cette « paupérisation anthropologique », que Mveng va jusqu'à appeler une « annihilation anthropologique ».\n\n" +
        "La réponse chrétienne ne peut donc pas se limiter à l'aide matérielle. Elle suppose de rendre aux Africains leur histoire et leur parole, de reconnaître la valeur de leurs cultures et de laisser l'Évangile s'y incarner : c'est le sens de l'inculturation. Pour Mveng, l'homme africain est d'abord vie, et le salut est la victoire de la vie sur toutes les forces de mort.\n\n" +
        "Mveng est assassiné dans sa maison, près de Yaoundé, en avril 1995.\n\n" +
        "Pour la discussion : quelles formes de pauvreté anthropologique observez-vous aujourd'hui autour de vous ? Comment une communauté chrétienne peut-elle y répondre ?",
    },
    {
      id: 'fr-src-kimbangu-eglise',
      language: 'fr',
      title: "Simon Kimbangu et la naissance de l'Église kimbanguiste",
      author: 'Équipe pédagogique',
      course: 'Church History',
      text:
        "Simon Kimbangu naît vers 1889 à Nkamba, dans le Bas-Congo. Élevé dans la mouvance de la Baptist Missionary Society, il est baptisé en 1915 à la mission de Ngombe-Lutete, avec son épouse Marie Muilu, et devient catéchiste.\n\n" +
        "Au printemps 1921, après avoir prié pour une malade, il se voit attribuer des guérisons, et une foule considérable converge vers Nkamba. On l'appelle « ngunza », le prophète. Sa prédication est exigeante : repentance, abandon des fétiches, monogamie, lecture de la Bible. Mais les rassemblements inquiètent l'administration du Congo belge, les commerçants et une partie des missions. En septembre 1921, Kimbangu se rend aux autorités ; jugé par un conseil de guerre à Thysville, il est condamné à mort. Le roi Albert Ier commue la peine en détention à perpétuité, et le prophète est envoyé à Élisabethville, à l'autre bout de la colonie. Il y reste jusqu'à sa mort, en octobre 1951.\n\n" +
        "Pendant ces trente années, ses fidèles sont arrêtés, relégués dans d'autres provinces, contraints à la clandestinité. Paradoxalement, les déportations répandent le mouvement dans tout le pays. Nkamba devient pour eux la « nouvelle Jérusalem », lieu de pèlerinage où les restes de Kimbangu sont ramenés en 1960.\n\n" +
        "Sous la direction de son fils Joseph Diangienda, le mouvement s'organise en Église : l'Église de Jésus-Christ sur la terre par son envoyé spécial Simon Kimbangu. Elle est reconnue par l'autorité coloniale en 1959, peu avant l'indépendance, et entre au Conseil œcuménique des Églises en 1969. C'est l'une des plus grandes Églises d'initiative africaine.\n\n" +
        "Pour la discussion : qu'est-ce que l'histoire de Kimbangu nous apprend sur la rencontre entre l'Évangile, la culture kongo et le pouvoir colonial ?",
    },
    {
      id: 'fr-src-cyprien-unite',
      language: 'fr',
      title: "Cyprien de Carthage : l'unité de l'Église à l'épreuve de la persécution",
      author: 'Équipe pédagogique',
      course: 'Ecclesiology',
      text:
        "Cyprien est un rhéteur de Carthage, converti à l'âge adulte vers 246, et élu évêque de la ville peu après, vers 248. Nous connaissons sa vie par ses nombreuses lettres, par ses traités et par une biographie écrite par son diacre Pontius.\n\n" +
        "En 250, la persécution de l'empereur Dèce impose à chacun de sacrifier aux dieux et d'en recevoir un certificat, le libellus. Beaucoup cèdent. Cyprien se retire et gouverne son Église de loin, ce que certains lui reprochent. Après la persécution, la question brûlante est celle des lapsi, les chrétiens tombés : faut-il les réadmettre, et à quelles conditions ? Certains confesseurs, qui avaient souffert pour la foi, distribuaient des « billets de paix » ; à Rome, Novatien refusait au contraire tout pardon. Dans son traité sur les tombés (De lapsis) et lors du concile de Carthage de 251, Cyprien choisit une voie médiane : la pénitence, puis la réconciliation par l'évêque.\n\n" +
        "Son traité L'Unité de l'Église catholique répond aux divisions. Pour Cyprien, l'Église est une comme la tunique sans couture du Christ ; l'épiscopat est un, et chaque évêque en tient une part solidairement. D'où des formules restées célèbres : « hors de l'Église, point de salut », ou encore on ne peut avoir Dieu pour père si l'on n'a pas l'Église pour mère. Plus tard, il s'oppose à l'évêque Étienne de Rome sur le baptême des hérétiques.\n\n" +
        "Sous l'empereur Valérien, Cyprien est exilé à Curubis, puis jugé à Carthage. À l'annonce de la sentence, il répond « Deo gratias ». Il est décapité le 14 septembre 258.\n\n" +
        "Pour la discussion : comment nos Églises accueillent-elles aujourd'hui ceux qui ont renié ou chuté ?",
    },
    {
      id: 'fr-src-pascal-pensees',
      language: 'fr',
      title: 'Pascal et les Pensées : misère, grandeur et pari',
      author: 'Équipe pédagogique',
      course: 'Systematic Theology',
      text:
        "Blaise Pascal (1623-1662), né à Clermont, en Auvergne, est d'abord un savant : machine à calculer, travaux sur le vide, géométrie, calcul des probabilités. Dans la nuit du 23 novembre 1654, il vit une expérience spirituelle intense qu'il note dans le Mémorial, un texte bref au cœur duquel se détache le mot « Feu ». Il se rapproche alors de Port-Royal, le monastère où sa sœur Jacqueline est entrée, et prend la défense des jansénistes dans Les Provinciales (1656-1657), où il attaque la morale relâchée de certains casuistes jésuites.\n\n" +
        "Les Pensées sont les fragments d'une apologie de la religion chrétienne qu'il n'a jamais achevée. Port-Royal en publie une première édition en 1670. Pascal y décrit la condition humaine comme un mélange de misère et de grandeur : l'homme n'est qu'un roseau, « mais c'est un roseau pensant ». Il montre comment le divertissement nous détourne de penser à notre mort et à notre malheur.\n\n" +
        "L'argument du pari s'adresse au libertin qui prétend rester neutre : « il faut parier », car « vous êtes embarqué ». En comparant ce que l'on peut gagner et perdre, croire en Dieu est le choix raisonnable. Mais Pascal sait qu'un calcul ne suffit pas à faire naître la foi. Il distingue trois ordres, les corps, les esprits et la charité, et affirme que Dieu se fait connaître au cœur : « le cœur a ses raisons que la raison ne connaît point ». La raison a sa place, mais elle doit reconnaître ses limites.\n\n" +
        "Pour la discussion : le pari de Pascal peut-il aider dans l'évangélisation aujourd'hui ? Quelle place donnons-nous au cœur et à la raison dans notre prédication ?",
    },
    {
      id: 'fr-src-vaudois',
      language: 'fr',
      title: 'Valdès et les Vaudois : de Lyon aux vallées alpines',
      author: 'Équipe pédagogique',
      course: 'Church History',
      text:
        "Les Vaudois tirent leur nom de Valdès, un marchand de Lyon qui, vers 1173, renonce à sa fortune pour suivre l'Évangile à la lettre. Les sources anciennes l'appellent Valdès ou Vaudès ; le prénom Pierre ne lui est attribué que bien plus tard. Il fait traduire en langue vulgaire des passages de la Bible et des Pères, puis prêche la pénitence dans les rues. Ses compagnons, les Pauvres de Lyon, vivent de dons, vont deux par deux et prêchent, hommes et femmes, sans être clercs.\n\n" +
        "C'est cette prédication laïque qui pose problème. Le pape Alexandre III accepte leur pauvreté volontaire, mais non leur liberté de prêcher. L'archevêque les expulse de Lyon, et en 1184, à Vérone, le pape Lucius III les range parmi les hérétiques. Le mouvement se répand pourtant en Provence, en Lombardie, et jusqu'en Allemagne. Pourchassés par l'Inquisition, les Vaudois se maintiennent surtout dans les vallées alpines du Piémont et du Dauphiné, grâce à des prédicateurs itinérants appelés « barbes ».\n\n" +
        "En 1532, au synode de Chanforan, ils décident de rejoindre la Réforme ; ils financent ensuite la Bible française d'Olivétan, imprimée en 1535. Leur histoire reste marquée par la persécution, notamment les massacres des Pâques piémontaises de 1655. Aujourd'hui, l'Église évangélique vaudoise existe toujours en Italie.\n\n" +
        "Pour le responsable d'Église, l'histoire des Vaudois pose des questions toujours actuelles : la pauvreté évangélique, l'accès de tous à l'Écriture dans leur langue, et la place des laïcs dans l'annonce de la Parole.\n\n" +
        "Pour la discussion : qui a le droit de prêcher dans votre Église, et pourquoi ?",
    },
    {
      id: 'fr-src-sacre-coeur',
      language: 'fr',
      title: 'Le cœur de Jésus : la dévotion au Sacré-Cœur depuis Paray-le-Monial',
      author: 'Équipe pédagogique',
      course: 'Church History',
      text:
        "La dévotion au Sacré-Cœur de Jésus a des racines médiévales, mais elle prend sa forme moderne au XVIIe siècle, à Paray-le-Monial, en Bourgogne. Marguerite-Marie Alacoque (1647-1690), religieuse du monastère de la Visitation de cette petite ville, y reçoit entre 1673 et 1675 une série de visions. Le Christ lui montre son cœur brûlant d'amour pour les hommes et blessé par leur indifférence, et lui demande d'établir une fête en l'honneur de ce cœur.\n\n" +
        "Ses supérieures doutent d'abord. C'est un jésuite, Claude La Colombière, alors supérieur de la petite résidence des jésuites de Paray-le-Monial, qui reconnaît l'authenticité de son expérience et l'aide à la faire connaître. La dévotion se répand lentement, malgré des résistances : on lui reproche d'être trop sentimentale, ou de confondre le symbole et la réalité.\n\n" +
        "Au XIXe siècle, elle devient très populaire. En 1856, le pape Pie IX étend la fête du Sacré-Cœur à toute l'Église catholique. En France, après la guerre de 1870, on construit à Paris la basilique du Sacré-Cœur de Montmartre. Marguerite-Marie est canonisée en 1920. Des pratiques comme la communion du premier vendredi du mois et la consécration des familles au Sacré-Cœur se répandent ensuite dans les missions, notamment en Afrique.\n\n" +
        "Sur le plan théologique, cette dévotion rappelle que l'amour de Dieu s'est exprimé dans l'humanité réelle du Christ. Elle pose aussi une question pastorale : comment une piété populaire peut-elle nourrir la foi sans la réduire à l'émotion ?\n\n" +
        "Pour la discussion : quelles dévotions populaires rencontrez-vous dans votre communauté, et comment les accompagner ?",
    },
  ],
};
