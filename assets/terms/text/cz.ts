import type { TermsText } from './types.ts';

export const cz: TermsText = {
  title: 'Oficiální pravidla slosování o ceny',
  lead: (f) =>
    `Tato pravidla upravují slosování o ceny spojené s hrami „${f.organiser}“. Účastí ve slosování je účastník přijímá v plném rozsahu.`,
  organiser: {
    heading: 'Pořadatel',
    paragraphs: (f) => [
      `Pořadatelem slosování je ${f.organiser} (dále jen „pořadatel“), značka herního příslušenství, která provozuje tyto webové stránky. Účast je bezplatná a není podmíněna žádným nákupem.`,
    ],
  },
  eligibility: {
    heading: 'Kdo se může zúčastnit',
    paragraphs: (f) => [
      `Slosování je otevřeno fyzickým osobám, které v den účasti dosáhly věku alespoň ${f.minimumAge} let a mají bydliště v jakékoli zemi kromě těchto zemí: ${f.excludedCountries}. Obyvatelé těchto zemí mohou hry hrát, ale slosování se účastnit nemohou.`,
      'Účast vyžaduje účet s datem narození účastníka. Bydliště se ověřuje podle země, kterou účastník uvede, i podle země, ze které hraje, jak ji určí poskytovatelé služeb webu: je-li kterákoli z nich jednou z uvedených zemí, nebo není-li známa žádná země, účast je neplatná.',
      'Účasti jsou vyloučeni zaměstnanci pořadatele, jeho agentur a všech společností podílejících se na organizaci slosování a osoby žijící s nimi ve společné domácnosti.',
    ],
  },
  period: {
    heading: 'Doba trvání',
    paragraphs: (f) => [
      `Slosování začíná ${f.startDate} v ${f.openTime} a končí ${f.endDate} v ${f.closeTime} (časové pásmo ${f.timeZone}). Do slosování jsou zařazena pouze skóre uložená v tomto období; rozhodující je čas zaznamenaný serverem pořadatele.`,
    ],
  },
  entry: {
    heading: 'Jak se zúčastnit',
    paragraphs: (f) => [
      `Zahrajte si tři hry na webových stránkách (${f.games}) a v době konání slosování uložte své celkové skóre prostřednictvím formuláře; uveďte platnou e-mailovou adresu a vyjádřete souhlas s těmito pravidly.`,
      'Na jednu e-mailovou adresu je přijata jedna účast a každá osoba se smí zúčastnit pouze s jednou adresou.',
      'Každé skóre ověřuje server pořadatele opětovným přehráním zaznamenané hry; skóre, které nelze zopakovat, se nezapočítává. Jakýkoli pokus o podvod, například upravený software, automatizované hraní nebo více identit, vede k vyloučení účastníka z celého slosování.',
    ],
  },
  tiers: {
    heading: 'Ceny podle úrovní',
    paragraphs: () => [
      'Celkové skóre, tedy součet skóre všech tří her, zařazuje každou účast do určité úrovně. Každá účast je zařazena do slosování nejvyšší úrovně, jíž její celkové skóre dosáhne:',
    ],
  },
  leaderboard: {
    heading: 'Ceny za umístění v žebříčku',
    paragraphs: (f) => [
      `Účastníci, kteří při ukončení slosování obsadí prvních ${f.leaderboardPlaces} míst žebříčku, navíc každý získají cenu ze sortimentu herního příslušenství pořadatele. Při rovnosti skóre rozhoduje dřívější čas uložení.`,
    ],
  },
  share: {
    heading: 'Cena za sdílení',
    paragraphs: (f) => [
      `Účastníci, kteří v době konání slosování sdílejí své skóre z webových stránek a jsou přitom přihlášeni ke svému účtu, jsou zařazeni do samostatného slosování o kódy do peněženky v hodnotě ${f.sharePrize} za kus. Počet losovaných kódů do peněženky: ${f.sharePrizeWinners}, každý jinému účastníkovi; ke každému kódu se losuje jeden náhradník.`,
      `Každý účastník je do tohoto slosování zařazen jednou, bez ohledu na to, kolikrát sdílí, a musí splňovat výše uvedené podmínky účasti. Sdílení bez přihlášení nebo mimo dobu konání slosování se do slosování nezapočítává.`,
    ],
  },
  draw: {
    heading: 'Určení a vyrozumění výherců',
    paragraphs: (f) => [
      'Po ukončení slosování jsou výherci každé úrovně náhodně vylosováni z platných účastí v dané úrovni pod dohledem pořadatele.',
      `Výherci jsou vyrozuměni e-mailem na adresu uvedenou při účasti do ${f.noticeDays} dnů od skončení slosování. Výherce musí do ${f.replyDays} dnů od vyrozumění odpovědět a potvrdit své údaje a splnění podmínek účasti; jinak nárok na cenu zaniká a cena může být udělena náhradníkovi.`,
    ],
  },
  prizeRules: {
    heading: 'Ceny',
    paragraphs: () => [
      'Ceny se udělují v popsané podobě bez možnosti peněžitého plnění a nelze je vyměnit ani převést na jinou osobu. Pokud cena přestane být dostupná z důvodů, které pořadatel nemůže ovlivnit, může ji pořadatel nahradit cenou stejné nebo vyšší hodnoty.',
    ],
  },
  data: {
    heading: 'Osobní údaje',
    paragraphs: () => [
      'Údaje poskytnuté při účasti (e-mailová adresa, jméno, datum narození a země) slouží k organizaci slosování, ověření podmínek účasti a kontaktování výherců. Zpracovávají se v souladu se zásadami ochrany osobních údajů těchto webových stránek.',
    ],
  },
  general: {
    heading: 'Obecná ustanovení',
    paragraphs: () => [
      'Účast ve slosování znamená úplné přijetí těchto pravidel. Pořadatel může slosování zrušit, přerušit nebo změnit, pokud jeho řádnému průběhu zabrání podvod, technická porucha nebo jiná příčina, kterou nemůže ovlivnit; účastníci budou informováni na webových stránkách.',
      'Tato pravidla se řídí právem země, v níž má pořadatel sídlo, aniž jsou dotčena kogentní ustanovení na ochranu spotřebitele platná v zemi bydliště účastníka.',
    ],
  },
  table: { tier: 'Úroveň', minScore: 'Minimální celkové skóre', winners: 'Počet výherců', prize: 'Cena' },
  tierName: (tier) => `Úroveň ${tier}`,
  prizes: {
    'gaming-pc-bundle': 'Herní počítač s myší, sluchátky a klávesnicí',
    'graphics-card': 'Grafická karta',
    'peripherals-bundle': 'Myš, sluchátka a klávesnice',
  },
  privacyLink: 'Zásady ochrany osobních údajů',
  page: (page, pages) => `Strana ${page} z ${pages}`,
};
