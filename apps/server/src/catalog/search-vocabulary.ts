/**
 * The shop's words: what shoppers type for the same thing, in one place. Each group is a set of
 * words or phrases that mean the same to a shopper of a baby and kids clothing shop; a search for
 * any of them also finds the others, ranked after the products that have the word as typed.
 * Words are lower case, [a-z0-9] and hyphens, phrases words separated by one space.
 */
const synonymGroups: readonly (readonly string[])[] = [
  ['shoe', 'shoes', 'footwear', 'sneakers', 'sandals', 'trainers'],
  ['nightsuit', 'night suit', 'pyjamas', 'pajamas', 'pyjama', 'pajama', 'sleepwear'],
  ['onesie', 'onesies', 'bodysuit', 'bodysuits', 'babygrow'],
  ['romper', 'rompers', 'playsuit', 'jumpsuit'],
  ['frock', 'frocks', 'dress', 'dresses'],
  ['tshirt', 't-shirt', 'tee', 'tees'],
  ['hoodie', 'hoodies', 'sweatshirt'],
  ['dungaree', 'dungarees', 'overalls'],
  ['joggers', 'trackpants', 'track pants'],
  ['cap', 'caps', 'hat', 'hats', 'beanie'],
  ['booties', 'bootees'],
  ['mittens', 'mitts', 'gloves'],
  ['bib', 'bibs', 'burp cloth'],
  ['blanket', 'blankets', 'quilt', 'razai', 'dohar'],
  ['muslin', 'mulmul'],
  ['soft toy', 'plush', 'teddy', 'stuffed toy'],
  ['backpack', 'school bag', 'schoolbag', 'rucksack'],
  ['kurta', 'kurti'],
  ['lehenga', 'lehnga', 'ghagra', 'chaniya choli'],
  ['headband', 'hairband', 'hair band'],
  ['towel', 'towels', 'bath towel'],
  ['pillow', 'pillows', 'cushion'],
  ['cot', 'crib'],
  ['diaper', 'diapers', 'nappy', 'nappies'],
];

const groupOf = new Map<string, readonly string[]>(
  synonymGroups.flatMap((group) => group.map((entry) => [entry, group] as const)),
);

/** The other words and phrases of `entry`'s group; empty if the shop has no synonyms for it. */
export function synonymsOf(entry: string): string[] {
  return (groupOf.get(entry) ?? []).filter((other) => other !== entry);
}

/**
 * The entries of `entry`'s group that are the same word joined, split or hyphenated ("nightsuit",
 * "night suit"; "tshirt", "t-shirt"): found as if typed.
 */
export function spellingsOf(entry: string): string[] {
  const letters = (text: string) => text.replace(/[ -]/g, '');
  return synonymsOf(entry).filter((other) => letters(other) === letters(entry));
}

/** Whether these typed words, joined by a space, are a phrase of the vocabulary. */
export function isVocabularyPhrase(words: readonly string[]): boolean {
  return words.length > 1 && groupOf.has(words.join(' '));
}
