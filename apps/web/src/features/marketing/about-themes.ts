import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
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
  label: MessageDescriptor;
  /** The top-level category whose products illustrate the theme. */
  category: string;
  title: MessageDescriptor;
  intro: MessageDescriptor;
  story: MessageDescriptor;
  mission: MessageDescriptor;
  features: readonly { icon: LucideIcon; title: MessageDescriptor; text: MessageDescriptor }[];
};

export const aboutThemes: readonly AboutTheme[] = [
  {
    id: 'women',
    label: msg`For mums`,
    category: 'Nursery Essentials',
    title: msg`Comfort you can feel from the very first hug`,
    intro: msg`New mums told us what they needed: clothes gentle on newborn skin, easy to put on at 3 a.m., and soft enough to survive a hundred washes. So that is what we make.`,
    story: msg`We began with a simple frustration: finding baby clothes in India that were soft, safe and still affordable. We started with a handful of cotton bodysuits, sewn by a small workshop and tested seam by seam by a circle of mums. The range has grown to nursery linen, fabrics and playwear, but every piece still has to pass the same test: would we put it on our own baby?`,
    mission: msg`To make the early months a little easier: thoughtful details like envelope necks, nappy snaps and tag-free labels, honest prices, free delivery and cash on delivery wherever we deliver.`,
    features: [
      {
        icon: Feather,
        title: msg`Kind to skin`,
        text: msg`Breathable cotton and muslin with no scratchy tags or harsh finishes.`,
      },
      {
        icon: Shirt,
        title: msg`Easy dressing`,
        text: msg`Wide necks, front snaps and stretchy cuffs for quick, calm changes.`,
      },
      {
        icon: WashingMachine,
        title: msg`Wash after wash`,
        text: msg`Pre-shrunk fabrics and fast colours that stay soft for the next sibling too.`,
      },
    ],
  },
  {
    id: 'men',
    label: msg`For dads`,
    category: 'Play & Comfort',
    title: msg`Ready for rough-and-tumble days`,
    intro: msg`Shoulder rides, park runs and muddy knees: dads play hard, so we make clothes and toys that keep up, and still look smart in the family photos.`,
    story: msg`Many of our shoppers are dads doing the late-night feeds and the weekend shopping. They asked for sizes that make sense, fabrics that need no ironing and gifts that are easy to choose. We listened: every product shows clear sizes by age, and our nightwear and playwear go straight from the washing line back into the game.`,
    mission: msg`To make shopping for little ones simple: clear sizes, fair prices, honest descriptions, and real people who answer when you need help choosing.`,
    features: [
      {
        icon: Ruler,
        title: msg`Sizes that make sense`,
        text: msg`Sized by age in months and years, with a little room to grow.`,
      },
      {
        icon: ShieldCheck,
        title: msg`Made to last`,
        text: msg`Reinforced seams and sturdy snaps for climbing, crawling and tumbling.`,
      },
      {
        icon: Sparkles,
        title: msg`No-fuss care`,
        text: msg`Machine washable and iron-free, ready for the next adventure.`,
      },
    ],
  },
  {
    id: 'kids',
    label: msg`For kids`,
    category: 'Kids Collection',
    title: msg`Colours, comfort and room to grow`,
    intro: msg`Kids want to run, twirl and dress up as whatever they love this week. Our kids collection brings cheerful prints, festive kurta sets and easy shoes they can put on themselves.`,
    story: msg`We design with children, not just for them. Favourite colours, pockets for treasures, and festive outfits comfortable enough to dance in at a cousin’s wedding all come from listening to little customers with very big opinions.`,
    mission: msg`To let children be children: clothes and toys that are safe, comfortable and joyful, made with care for the people who sew them and the world our little ones will grow up in.`,
    features: [
      {
        icon: HeartHandshake,
        title: msg`Safe for little ones`,
        text: msg`Child-safe trims and snaps, and toys without small loose parts.`,
      },
      {
        icon: Palette,
        title: msg`Joyful designs`,
        text: msg`Happy prints and colours that children love to pick for themselves.`,
      },
      {
        icon: Leaf,
        title: msg`Made with care`,
        text: msg`Small workshops, fair wages and cotton that is kind to the planet.`,
      },
    ],
  },
];
