import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
/**
 * The six slides of the home page's hero (spec: Home page). Each one presents a top-level
 * category of the shop, named exactly as the category is, so its button can lead to it.
 */
export type HeroSlide = {
  category: string;
  title: MessageDescriptor;
  description: MessageDescriptor;
  /** The glow behind the slide's pictures. */
  glow: string;
};

export const heroSlides: readonly HeroSlide[] = [
  {
    category: 'Baby Fashion',
    title: msg`Tiny outfits for big first moments`,
    description: msg`Soft cotton bodysuits, rompers, frocks and co-ord sets in happy colours, made for wriggles, naps and first photos.`,
    glow: 'bg-coral-500/30',
  },
  {
    category: 'Baby Fabrics',
    title: msg`Fabrics as gentle as a cuddle`,
    description: msg`Organic cotton jersey, airy mulmul and cosy flannel by the metre, for swaddles, quilts and clothes you stitch with love.`,
    glow: 'bg-sun-300/25',
  },
  {
    category: 'Nursery Essentials',
    title: msg`A cosy nest for sweet dreams`,
    description: msg`Swaddles, blankets, cot sheets and hooded towels that wash beautifully and stay soft night after night.`,
    glow: 'bg-sky-500/30',
  },
  {
    category: 'Baby Accessories',
    title: msg`Little finishing touches`,
    description: msg`Caps, booties, mittens, bibs and hair clips that keep tiny heads and toes warm and make every outfit smile.`,
    glow: 'bg-sage-500/30',
  },
  {
    category: 'Play & Comfort',
    title: msg`Made for play, ready for rest`,
    description: msg`Cuddly soft toys, wooden rattles, comfy nightwear and little backpacks for busy days and slow evenings.`,
    glow: 'bg-coral-300/25',
  },
  {
    category: 'Kids Collection',
    title: msg`Growing up in style`,
    description: msg`Everyday tees, shorts, festive kurta sets and easy-on shoes for 2 to 8 years, tough enough for the playground.`,
    glow: 'bg-sky-300/25',
  },
];
