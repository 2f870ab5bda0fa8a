import type { LanguageCode } from '#shared/constants/languages.ts';

/**
 * The entry assessment's passage (issue 14, item 3), written by the team in each interface
 * language: one short account, about the institute's namesake, that every applicant reads in the
 * language they applied in. The engine writes its four questions from it.
 */
export const ASSESSMENT_PASSAGES: Record<LanguageCode, string> = {
  en:
    'In 1975 Byang Kato, a Nigerian theologian, published Theological Pitfalls in Africa. He warned that some churches were mixing the gospel with traditional religion, a danger he called syncretism. ' +
    'Kato did not reject African culture. He argued that Christians should express their faith in African ways, but that Scripture must judge every custom. ' +
    'He held that the Bible, not experience or tradition, is the final authority for faith and life. For this reason he urged pastors to study the Bible carefully and to teach it in the language of their people. ' +
    'Kato died young, in 1975, but his call shaped a generation of evangelical leaders across the continent.',
  fr:
    'En 1975, Byang Kato, théologien nigérian, publia Theological Pitfalls in Africa. Il avertissait que certaines Églises mêlaient l’Évangile à la religion traditionnelle, un danger qu’il appelait le syncrétisme. ' +
    'Kato ne rejetait pas la culture africaine. Il soutenait que les chrétiens devaient exprimer leur foi de manière africaine, mais que l’Écriture devait juger chaque coutume. ' +
    'Pour lui, la Bible, et non l’expérience ou la tradition, est l’autorité finale pour la foi et la vie. C’est pourquoi il pressait les pasteurs d’étudier la Bible avec soin et de l’enseigner dans la langue de leur peuple. ' +
    'Kato mourut jeune, en 1975, mais son appel forma toute une génération de responsables évangéliques sur le continent.',
  sw:
    'Mwaka 1975 Byang Kato, mwanatheolojia kutoka Nigeria, alichapisha kitabu Theological Pitfalls in Africa. Alionya kwamba baadhi ya makanisa yalikuwa yakichanganya injili na dini ya jadi, hatari aliyoiita usinkretisti. ' +
    'Kato hakukataa utamaduni wa Kiafrika. Alisema kwamba Wakristo wanapaswa kuieleza imani yao kwa njia za Kiafrika, lakini Maandiko yanapaswa kupima kila desturi. ' +
    'Aliamini kwamba Biblia, wala si uzoefu au mapokeo, ndiyo mamlaka ya mwisho kwa imani na maisha. Kwa sababu hiyo aliwahimiza wachungaji kujifunza Biblia kwa makini na kuifundisha kwa lugha ya watu wao. ' +
    'Kato alikufa akiwa kijana, mwaka 1975, lakini wito wake uliwaunda viongozi wengi wa kiinjili barani Afrika.',
  ar:
    'في عام 1975 نشر بيانغ كاتو، وهو لاهوتي نيجيري، كتاب «المزالق اللاهوتية في أفريقيا». وقد حذّر من أن بعض الكنائس كانت تخلط الإنجيل بالديانة التقليدية، وهو خطر سمّاه التوفيقية. ' +
    'لم يرفض كاتو الثقافة الأفريقية. بل رأى أن على المسيحيين أن يعبّروا عن إيمانهم بطرق أفريقية، على أن يحكم الكتاب المقدس على كل عادة. ' +
    'وكان يرى أن الكتاب المقدس، لا الخبرة ولا التقليد، هو السلطة النهائية في الإيمان والحياة. ولهذا حثّ الرعاة على دراسة الكتاب المقدس بعناية وتعليمه بلغة شعوبهم. ' +
    'مات كاتو شابًا في عام 1975، لكن دعوته صاغت جيلًا من القادة الإنجيليين في أنحاء القارة.',
};
