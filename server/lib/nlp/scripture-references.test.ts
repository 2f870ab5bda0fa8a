import { describe, expect, it } from 'vitest';
import { citation, findScriptureReferences } from './scripture-references.ts';

const cited = (text: string) => findScriptureReferences(text).map(citation);

describe('Scripture references as students write them', () => {
  it('reads English references, abbreviated or not, with ranges and chapters alone', () => {
    expect(cited('Paul says in 1 Tim 2:5 that there is one mediator, and Rom. 3:23 that all have sinned.')).toEqual(['1 Timothy 2:5', 'Romans 3:23']);
    expect(cited('Read 2 Timothy 3:16-17 beside Psalm 23 and Acts 17.')).toEqual(['2 Timothy 3:16–17', 'Psalms 23', 'Acts 17']);
    expect(cited('as romans 8:28 promises')).toEqual(['Romans 8:28']);
  });

  it('reads French references with a point, a comma or a spaced colon', () => {
    expect(cited('Selon 1 Timothée 2.5, il y a un seul médiateur ; voir aussi Jean 3,16 et Romains 3 : 23.')).toEqual([
      '1 Timothy 2:5',
      'John 3:16',
      'Romans 3:23',
    ]);
    expect(cited('Exode 20:12 demande d’honorer son père et sa mère.')).toEqual(['Exodus 20:12']);
  });

  it('reads Swahili and Arabic references to the same books, Arabic-Indic digits included', () => {
    expect(cited('Warumi 3:23 inasema wote wamefanya dhambi, na Yohana 3:16 inatuonyesha upendo.')).toEqual(['Romans 3:23', 'John 3:16']);
    expect(cited('كما يقول 1 تيموثاوس 2: 5 إن الوسيط واحد، و رومية 3: 23 إن الجميع أخطأوا.')).toEqual(['1 Timothy 2:5', 'Romans 3:23']);
    expect(cited('انظر يوحنا ٣: ١٦ وتيموثاوس الأولى 2: 5.')).toEqual(['John 3:16', '1 Timothy 2:5']);
  });

  it('keeps the words as written and where they stand, and takes no ordinary word or number for a book', () => {
    const [reference] = findScriptureReferences('Je cite 1 Timothée 2.5 ici.');
    expect(reference).toMatchObject({ text: '1 Timothée 2.5', index: 8, book: '1 Timothy', chapter: 2, verse: 5 });
    expect(cited('My job 5 days a week is hard, and I am 3 years into it; mark 2 of them.')).toEqual([]);
    expect(cited('Tulikuwa watu 12 katika kanisa mwaka 2020.')).toEqual([]);
  });
});

describe('where a reading comes from', () => {
  it('reads a closing reference in brackets or after a dash, and forms that are everyday words only with a verse', () => {
    expect(cited('اذكر خالقك في أيام شبابك. (جامعة 12: 1-7)')).toEqual(['Ecclesiastes 12:1–7']);
    expect(cited('درس في جامعة القاهرة سنة 1950.')).toEqual([]);
  });
});

describe('Arabic hand-outs', () => {
  it('reads "العدد 35: 9" as Numbers, and "العدد" alone as a number', () => {
    expect(cited('وكلم الرب موسى قائلا. (العدد 35: 9-16)')).toEqual(['Numbers 35:9–16']);
    expect(cited('ارتفع العدد إلى ثلاثين.')).toEqual([]);
  });
});
