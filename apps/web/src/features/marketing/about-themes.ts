import type { LucideIcon } from 'lucide-react';
import {
  Feather,
  HeartHandshake,
  Leaf,
  Palette,
  Ruler,
  Shirt,
  ShieldCheck,
  Sparkles,
  WashingMachine,
} from 'lucide-react';

/**
 * The about page's three themes (spec: women, men, kids), told here as the mums, dads and kids
 * we make things for. Each changes the hero, the story, the mission and three quality promises.
 */
export type AboutTheme = {
  id: 'women' | 'men' | 'kids';
  label: string;
  /** The top-level category whose products illustrate the theme. */
  category: string;
  title: string;
  intro: string;
  story: string;
  mission: string;
  features: readonly { icon: LucideIcon; title: string; text: string }[];
};

export const aboutThemes: readonly AboutTheme[] = [
  {
    id: 'women',
    label: 'For mums',
    category: 'Nursery Essentials',
    title: 'Comfort you can feel from the very first hug',
    intro:
      'New mums told us what they needed: clothes gentle on newborn skin, easy to put on at 3 a.m., and soft enough to survive a hundred washes. So that is what we make.',
    story:
      'We began with a simple frustration: finding baby clothes in India that were soft, safe and still affordable. We started with a handful of cotton bodysuits, sewn by a small workshop and tested seam by seam by a circle of mums. The range has grown to nursery linen, fabrics and playwear, but every piece still has to pass the same test: would we put it on our own baby?',
    mission:
      'To make the early months a little easier: thoughtful details like envelope necks, nappy snaps and tag-free labels, honest prices, free delivery and cash on delivery wherever we deliver.',
    features: [
      {
        icon: Feather,
        title: 'Kind to skin',
        text: 'Breathable cotton and muslin with no scratchy tags or harsh finishes.',
      },
      {
        icon: Shirt,
        title: 'Easy dressing',
        text: 'Wide necks, front snaps and stretchy cuffs for quick, calm changes.',
      },
      {
        icon: WashingMachine,
        title: 'Wash after wash',
        text: 'Pre-shrunk fabrics and fast colours that stay soft for the next sibling too.',
      },
    ],
  },
  {
    id: 'men',
    label: 'For dads',
    category: 'Play & Comfort',
    title: 'Ready for rough-and-tumble days',
    intro:
      'Shoulder rides, park runs and muddy knees: dads play hard, so we make clothes and toys that keep up, and still look smart in the family photos.',
    story:
      'Many of our shoppers are dads doing the late-night feeds and the weekend shopping. They asked for sizes that make sense, fabrics that need no ironing and gifts that are easy to choose. We listened: every product shows clear sizes by age, and our nightwear and playwear go straight from the washing line back into the game.',
    mission:
      'To make shopping for little ones simple: clear sizes, fair prices, honest descriptions, and real people who answer when you need help choosing.',
    features: [
      {
        icon: Ruler,
        title: 'Sizes that make sense',
        text: 'Sized by age in months and years, with a little room to grow.',
      },
      {
        icon: ShieldCheck,
        title: 'Made to last',
        text: 'Reinforced seams and sturdy snaps for climbing, crawling and tumbling.',
      },
      {
        icon: Sparkles,
        title: 'No-fuss care',
        text: 'Machine washable and iron-free, ready for the next adventure.',
      },
    ],
  },
  {
    id: 'kids',
    label: 'For kids',
    category: 'Kids Collection',
    title: 'Colours, comfort and room to grow',
    intro:
      'Kids want to run, twirl and dress up as whatever they love this week. Our kids collection brings cheerful prints, festive kurta sets and easy shoes they can put on themselves.',
    story:
      'We design with children, not just for them. Favourite colours, pockets for treasures, and festive outfits comfortable enough to dance in at a cousin’s wedding all come from listening to little customers with very big opinions.',
    mission:
      'To let children be children: clothes and toys that are safe, comfortable and joyful, made with care for the people who sew them and the world our little ones will grow up in.',
    features: [
      {
        icon: HeartHandshake,
        title: 'Safe for little ones',
        text: 'Child-safe trims and snaps, and toys without small loose parts.',
      },
      {
        icon: Palette,
        title: 'Joyful designs',
        text: 'Happy prints and colours that children love to pick for themselves.',
      },
      {
        icon: Leaf,
        title: 'Made with care',
        text: 'Small workshops, fair wages and cotton that is kind to the planet.',
      },
    ],
  },
];
