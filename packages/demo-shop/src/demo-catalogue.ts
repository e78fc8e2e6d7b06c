// The demo shop's catalogue: a category tree and about a hundred products with size and colour
// variants. Prices are in rupees: originalPrice is the price charged, discountPrice the amount
// saved (see the storefront spec, section 3). Everything here is deterministic.

import type { GstRatePercent } from '@shop/contracts/gst';
import { demoGstOf } from './demo-gst.ts';

export type DemoCategory = {
  slug: string;
  name: string;
  /** The Hindi name the Hindi pages show. */
  nameHi: string;
  description: string;
  children?: DemoCategory[];
};

export type ArtKind =
  | 'bodysuit'
  | 'romper'
  | 'dungaree'
  | 'frock'
  | 'tshirt'
  | 'shorts'
  | 'joggers'
  | 'coord-set'
  | 'pyjama-set'
  | 'hoodie'
  | 'kurta'
  | 'lehenga'
  | 'beanie'
  | 'sunhat'
  | 'hairband'
  | 'booties'
  | 'shoes'
  | 'sandals'
  | 'socks'
  | 'mittens'
  | 'bib'
  | 'backpack'
  | 'swaddle'
  | 'blanket'
  | 'cot-sheet'
  | 'pillow'
  | 'hooded-towel'
  | 'fabric-bolt'
  | 'teddy'
  | 'bunny'
  | 'rattle';

export type ArtPattern = 'plain' | 'dots' | 'stripes' | 'stars' | 'hearts' | 'checks' | 'florals';

export type DemoVariant = {
  size: string;
  color: string;
  colorHexCode: string;
  stock: number;
  originalPrice: number;
  discountPrice: number | null;
};

export type DemoProduct = {
  slug: string;
  name: string;
  description: string;
  categorySlug: string; // slug of a leaf or inner category
  art: { kind: ArtKind; accentHex: string; pattern: ArtPattern };
  imageCount: 2 | 3 | 4;
  variants: DemoVariant[];
  createdDaysAgo: number; // spreads creation dates so "newest" sorting means something
  /** What the tax invoice names the goods by, and the GST rate in its prices (demo-gst.ts). */
  hsnCode: string;
  gstRatePercent: GstRatePercent;
};

// ---------------------------------------------------------------- categories

export const demoCategories: DemoCategory[] = [
  {
    slug: 'baby-fashion',
    name: 'Baby Fashion',
    nameHi: 'बेबी फ़ैशन',
    description:
      'Soft, breathable everyday outfits for newborns and babies up to 24 months, cut for easy nappy changes.',
    children: [
      {
        slug: 'rompers-onesies',
        name: 'Rompers & Onesies',
        nameHi: 'रोम्पर और वनसी',
        description: 'Snap-button bodysuits, rompers and dungarees in gentle organic cotton.',
        children: [
          {
            slug: 'bodysuits',
            name: 'Bodysuits',
            nameHi: 'बॉडीसूट',
            description: 'Envelope-neck bodysuits with crotch snaps for quick changes.',
          },
          {
            slug: 'rompers',
            name: 'Rompers & Dungarees',
            nameHi: 'रोम्पर और डंगरी',
            description:
              'Playful one-piece rompers and baby dungarees for crawlers and first walkers.',
          },
        ],
      },
      {
        slug: 'frocks-dresses',
        name: 'Frocks & Dresses',
        nameHi: 'फ़्रॉक और ड्रेस',
        description: 'Twirl-ready cotton frocks for birthdays, pujas and everyday play.',
      },
      {
        slug: 'sets-co-ords',
        name: 'Sets & Co-ords',
        nameHi: 'सेट और को-ऑर्ड',
        description: 'Matching tops and bottoms that take the guesswork out of dressing.',
      },
    ],
  },
  {
    slug: 'baby-fabrics',
    name: 'Baby Fabrics',
    nameHi: 'बच्चों के लिए कपड़ा',
    description:
      'Skin-safe fabrics sold by the metre for home sewing, from organic jersey to airy mulmul.',
    children: [
      {
        slug: 'organic-cotton-fabrics',
        name: 'Organic Cotton Jersey',
        nameHi: 'ऑर्गेनिक कॉटन जर्सी',
        description:
          'GOTS-certified stretch jersey and interlock for bodysuits, leggings and caps.',
      },
      {
        slug: 'muslin-fabrics',
        name: 'Muslin & Mulmul',
        nameHi: 'मलमल',
        description: 'Breathable double gauze and mulmul for swaddles, jhablas and summer wear.',
      },
      {
        slug: 'printed-cotton-fabrics',
        name: 'Printed Cotton & Flannel',
        nameHi: 'प्रिंटेड कॉटन और फ़लालैन',
        description:
          'Poplin, cambric and brushed flannel in cheerful prints and hand block designs.',
      },
    ],
  },
  {
    slug: 'nursery-essentials',
    name: 'Nursery Essentials',
    nameHi: 'नर्सरी की ज़रूरतें',
    description: 'Swaddles, blankets, cot bedding and bath time basics for a calm, cosy nursery.',
    children: [
      {
        slug: 'swaddles-wraps',
        name: 'Swaddles & Wraps',
        nameHi: 'लपेटने वाले कपड़े',
        description:
          'Large, breathable muslin swaddles that double as feeding covers and play mats.',
      },
      {
        slug: 'blankets-quilts',
        name: 'Blankets & Quilts',
        nameHi: 'कंबल और रज़ाई',
        description: 'Dohars, quilts and cellular blankets for every season.',
      },
      {
        slug: 'cot-bedding',
        name: 'Cot Bedding',
        nameHi: 'पालने का बिस्तर',
        description:
          'Fitted cot sheets and baby pillows made to fit standard Indian cot mattresses.',
        children: [
          {
            slug: 'cot-sheets',
            name: 'Cot Sheets',
            nameHi: 'पालने की चादरें',
            description: 'Fitted sheets with all-round elastic that stay put all night.',
          },
          {
            slug: 'baby-pillows',
            name: 'Baby Pillows',
            nameHi: 'बच्चों के तकिए',
            description:
              'Rai (mustard seed) pillows and soft toddler pillows with removable covers.',
          },
        ],
      },
      {
        slug: 'bath-essentials',
        name: 'Bath Towels',
        nameHi: 'नहाने के तौलिए',
        description:
          'Hooded towels in absorbent terry and bamboo cotton for snug after-bath cuddles.',
      },
    ],
  },
  {
    slug: 'baby-accessories',
    name: 'Baby Accessories',
    nameHi: 'बच्चों की एक्सेसरीज़',
    description: 'The little finishing touches: caps, booties, socks, bibs, mittens and hair bows.',
    children: [
      {
        slug: 'caps-hats',
        name: 'Caps & Hats',
        nameHi: 'टोपियाँ',
        description: 'Newborn caps, knitted beanies and sun hats with chin ties.',
      },
      {
        slug: 'booties-socks',
        name: 'Booties & Socks',
        nameHi: 'बूटी और मोज़े',
        description: 'Soft-sole booties and anti-slip socks for tiny feet.',
      },
      {
        slug: 'bibs-mittens',
        name: 'Bibs & Mittens',
        nameHi: 'बिब और दस्ताने',
        description: 'Absorbent bibs for feeding time and scratch mittens for newborns.',
      },
      {
        slug: 'hair-accessories',
        name: 'Hair Accessories',
        nameHi: 'बालों की एक्सेसरीज़',
        description: 'Gentle, stretchy headbands and bows that never pinch.',
      },
    ],
  },
  {
    slug: 'play-comfort',
    name: 'Play & Comfort',
    nameHi: 'खेल और आराम',
    description: 'Cuddly toys, wooden rattles, cosy nightwear and bags for little adventurers.',
    children: [
      {
        slug: 'soft-toys',
        name: 'Soft Toys',
        nameHi: 'सॉफ़्ट खिलौने',
        description: 'Huggable cotton teddies and bunnies with safety-stitched eyes.',
      },
      {
        slug: 'rattles-teethers',
        name: 'Rattles & Wooden Toys',
        nameHi: 'झुनझुने और लकड़ी के खिलौने',
        description: 'Channapatna lacquered wooden rattles coloured with natural, non-toxic dyes.',
      },
      {
        slug: 'nightwear-loungewear',
        name: 'Nightwear & Loungewear',
        nameHi: 'नाइटवियर और घर के कपड़े',
        description: 'Pyjama sets and joggers for bedtime, naps and lazy Sundays.',
      },
      {
        slug: 'kids-bags',
        name: 'Bags & Backpacks',
        nameHi: 'बैग और बस्ते',
        description: 'Lightweight backpacks sized for playschool and picnics.',
      },
    ],
  },
  {
    slug: 'kids-collection',
    name: 'Kids Collection',
    nameHi: 'बच्चों का कलेक्शन',
    description: 'Everyday and festive wear for 2 to 8 year olds, plus comfy footwear.',
    children: [
      {
        slug: 'kids-tops',
        name: 'T-shirts & Hoodies',
        nameHi: 'टी-शर्ट और हुडी',
        description: 'Graphic tees, stripes and snug hoodies in pure cotton.',
      },
      {
        slug: 'kids-bottoms',
        name: 'Shorts & Dungarees',
        nameHi: 'शॉर्ट्स और डंगरी',
        description: 'Pull-on shorts and dungarees made for climbing, running and jumping.',
      },
      {
        slug: 'kids-ethnic-wear',
        name: 'Ethnic Wear',
        nameHi: 'पारंपरिक कपड़े',
        description: 'Kurta sets and lehenga cholis for Diwali, weddings and Eid.',
        children: [
          {
            slug: 'kurta-sets',
            name: 'Kurta Sets',
            nameHi: 'कुर्ता सेट',
            description: 'Cotton and silk-blend kurtas with matching pyjamas.',
          },
          {
            slug: 'lehenga-cholis',
            name: 'Lehenga Cholis',
            nameHi: 'लहंगा चोली',
            description:
              'Flared lehengas with gota and zari borders, paired with cotton-lined cholis.',
          },
        ],
      },
      {
        slug: 'kids-footwear',
        name: 'Footwear',
        nameHi: 'जूते-चप्पल',
        description: "Light, flexible children's shoes and sandals in UK sizes 4 to 10.",
        children: [
          {
            slug: 'sneakers',
            name: 'Sneakers',
            nameHi: 'स्नीकर',
            description: 'Hook-and-loop canvas sneakers that little ones can put on themselves.',
          },
          {
            slug: 'sandals',
            name: 'Sandals',
            nameHi: 'सैंडल',
            description: 'Buckle and strap sandals with cushioned footbeds and anti-skid soles.',
          },
        ],
      },
    ],
  },
];

// ---------------------------------------------------------------- colours and sizes

type Colour = readonly [name: string, hex: string];

const C = {
  blush: ['Blush Pink', '#F4B6C2'],
  mint: ['Mint', '#A8E6CF'],
  mustard: ['Mustard', '#E1AD01'],
  navy: ['Navy', '#1F3A5F'],
  powder: ['Powder Blue', '#B0D4E8'],
  lavender: ['Lavender', '#C9B8E8'],
  peach: ['Peach', '#FFCBA4'],
  ivory: ['Ivory', '#FFF8E7'],
  milk: ['Milk White', '#FAFAF7'],
  sage: ['Sage Green', '#A8BFA3'],
  lemon: ['Lemon', '#FFF3A3'],
  coral: ['Coral', '#F88379'],
  rust: ['Rust', '#B7472A'],
  teal: ['Teal', '#2A9D8F'],
  sky: ['Sky Blue', '#87CEEB'],
  grey: ['Grey Melange', '#C8C8C8'],
  oatmeal: ['Oatmeal', '#E8DCC4'],
  cherry: ['Cherry Red', '#C8102E'],
  maroon: ['Maroon', '#7B1E3A'],
  royal: ['Royal Blue', '#3559A8'],
  olive: ['Olive', '#7A8450'],
  beige: ['Beige', '#E6D3B3'],
  cocoa: ['Cocoa Brown', '#8B5E3C'],
  honey: ['Honey', '#D9A066'],
  rose: ['Dusty Rose', '#D8A1A4'],
  sunshine: ['Sunshine Yellow', '#FFD34E'],
  tangerine: ['Tangerine', '#F28C28'],
  emerald: ['Emerald', '#2E8B57'],
  rani: ['Rani Pink', '#E0218A'],
  charcoal: ['Charcoal', '#36454F'],
  cream: ['Cream', '#FFFDD0'],
  denim: ['Denim Blue', '#4A6FA5'],
  lilac: ['Lilac', '#B69FD6'],
  aqua: ['Aqua', '#7FD1D9'],
} as const satisfies Record<string, Colour>;

const GOLD = '#D4AF37';
const WHITE = '#FFFFFF';

const BABY = ['0-3M', '3-6M', '6-12M', '12-18M', '18-24M'] as const;
const BABY_OLDER = ['6-12M', '12-18M', '18-24M'] as const;
const NEWBORN = ['0-3M', '3-6M'] as const;
const INFANT = ['0-6M', '6-12M', '12-24M'] as const;
const KIDS = ['2-3Y', '3-4Y', '4-5Y', '5-6Y'] as const;
const KIDS_ALL = ['2-3Y', '3-4Y', '4-5Y', '5-6Y', '6-7Y', '7-8Y'] as const;
const SHOES = ['4', '5', '6', '7', '8', '9', '10'] as const;
const FABRIC = ['1 m', '2 m', '5 m'] as const;
const FREE = ['Free Size'] as const;

// ---------------------------------------------------------------- product specs

type Spec = {
  name: string;
  cat: string;
  kind: ArtKind;
  pattern: ArtPattern;
  accent: string;
  sizes: readonly string[];
  colours: readonly Colour[];
  /** price charged, one for all sizes or one per size */
  price: number | readonly number[];
  /** amount saved on the first size; scaled with the price for the others */
  save?: number;
  images?: 2 | 3 | 4;
  soldOut?: boolean;
  desc: string;
};

/** Fabric price for 1 m, 2 m and 5 m cuts. */
const perMetre = (p: number): number[] => [p, Math.round(p * 1.94), Math.round(p * 4.6)];

const specs: Spec[] = [
  // ---- Baby Fashion > Rompers & Onesies > Bodysuits
  {
    name: 'Organic Cotton Envelope-Neck Bodysuit',
    cat: 'bodysuits',
    kind: 'bodysuit',
    pattern: 'plain',
    accent: '#F6CF5C',
    sizes: BABY,
    colours: [C.milk, C.blush, C.mint],
    price: 449,
    save: 100,
    desc: 'Our best-selling everyday bodysuit in 100% GOTS-certified organic cotton jersey. The envelope neckline slips easily over little heads and three nickel-free snaps make nappy changes quick. Machine wash cold and tumble dry low.',
  },
  {
    name: 'Twinkle Stars Short-Sleeve Bodysuit',
    cat: 'bodysuits',
    kind: 'bodysuit',
    pattern: 'stars',
    accent: WHITE,
    sizes: BABY,
    colours: [C.navy, C.powder],
    price: 499,
    save: 150,
    desc: 'A starry-night print on soft, breathable organic cotton. Contrast binding at the neck and legs keeps the edges smooth against delicate skin. Pre-washed for minimal shrinkage.',
  },
  {
    name: 'Little Hearts Snap Bodysuit',
    cat: 'bodysuits',
    kind: 'bodysuit',
    pattern: 'hearts',
    accent: '#E86A7E',
    sizes: BABY,
    colours: [C.peach, C.ivory],
    price: 399,
    desc: 'Tiny hearts scattered over a stretchy cotton-rich jersey that moves with your baby. Flat-lock seams and a tagless neck print mean nothing scratches. Wash inside out to keep the print bright.',
  },
  {
    name: 'Gingham Check Bodysuit',
    cat: 'bodysuits',
    kind: 'bodysuit',
    pattern: 'checks',
    accent: WHITE,
    sizes: BABY,
    colours: [C.sage, C.rose],
    price: 549,
    save: 110,
    desc: 'A picnic-ready gingham bodysuit woven from soft cotton with a touch of stretch. The lap shoulders widen for easy dressing and the crotch snaps open fully. Pairs beautifully with our bloomers and booties.',
  },
  {
    name: 'Floral Garden Bodysuit',
    cat: 'bodysuits',
    kind: 'bodysuit',
    pattern: 'florals',
    accent: '#F28FA6',
    sizes: BABY,
    colours: [C.lavender],
    price: 499,
    save: 100,
    soldOut: true,
    desc: 'Hand-drawn blossoms printed with azo-free dyes on organic cotton jersey. A relaxed fit through the body leaves room to wriggle. Machine washable at 30°C.',
  },
  {
    name: 'Mustard Dotty Bodysuit',
    cat: 'bodysuits',
    kind: 'bodysuit',
    pattern: 'dots',
    accent: WHITE,
    sizes: BABY,
    colours: [C.mustard, C.teal],
    price: 429,
    images: 3,
    desc: 'Cheerful polka dots on a warm mustard base, made from 100% combed cotton. Snap closures at the crotch and soft ribbed binding throughout. A wardrobe staple that works with everything.',
  },
  // ---- Rompers & Dungarees
  {
    name: 'Sunny Days Flutter-Sleeve Romper',
    cat: 'rompers',
    kind: 'romper',
    pattern: 'florals',
    accent: '#F28C28',
    sizes: BABY,
    colours: [C.lemon, C.mint],
    price: 699,
    save: 200,
    desc: 'A breezy summer romper in lightweight cotton mulmul with frilly flutter sleeves. Front buttons and crotch snaps make dressing simple. Perfect for hot afternoons and holiday photos.',
  },
  {
    name: 'Muslin Button-Down Romper',
    cat: 'rompers',
    kind: 'romper',
    pattern: 'plain',
    accent: '#C98A5B',
    sizes: BABY,
    colours: [C.oatmeal, C.sage],
    price: 749,
    desc: 'Two layers of airy cotton muslin that get softer with every wash. Coconut-shell buttons run down the front and a Peter Pan collar adds a classic touch. Gentle machine wash, line dry in shade.',
  },
  {
    name: 'Gingham Picnic Romper',
    cat: 'rompers',
    kind: 'romper',
    pattern: 'checks',
    accent: WHITE,
    sizes: BABY,
    colours: [C.coral, C.sky],
    price: 799,
    save: 160,
    desc: 'Yarn-dyed gingham cotton with a rounded collar and shorts-length legs. Elasticated leg openings stay comfy without leaving marks. Fully opening snaps for quick changes.',
  },
  {
    name: 'Little Sailor Stripe Romper',
    cat: 'rompers',
    kind: 'romper',
    pattern: 'stripes',
    accent: WHITE,
    sizes: BABY_OLDER,
    colours: [C.navy, C.cherry],
    price: 649,
    images: 3,
    desc: 'Breton stripes for your little captain, knitted from soft cotton jersey. Wooden-look buttons at the front and snaps at the crotch. Looks smart with our bucket sun hat.',
  },
  {
    name: 'Peter Pan Collar Polka Romper',
    cat: 'rompers',
    kind: 'romper',
    pattern: 'dots',
    accent: WHITE,
    sizes: BABY,
    colours: [C.blush, C.lilac],
    price: 699,
    save: 140,
    desc: 'A sweet polka-dot romper with a contrast white Peter Pan collar. Made from 100% cotton poplin with a soft cotton lining in the collar. Snap crotch and elasticated legs.',
  },
  {
    name: 'Baby Denim-Look Dungaree',
    cat: 'rompers',
    kind: 'dungaree',
    pattern: 'plain',
    accent: '#F6CF5C',
    sizes: BABY_OLDER,
    colours: [C.denim, C.olive],
    price: 899,
    save: 200,
    desc: 'All the charm of denim in a soft, stretchy cotton twill that is kind to crawling knees. Adjustable straps with two button positions grow with your baby. Snaps along the inner legs for easy changes.',
  },
  // ---- Frocks & Dresses
  {
    name: 'Rosebud Smocked Frock',
    cat: 'frocks-dresses',
    kind: 'frock',
    pattern: 'florals',
    accent: WHITE,
    sizes: BABY_OLDER,
    colours: [C.blush, C.ivory],
    price: 999,
    save: 250,
    desc: 'Delicate rosebuds on airy cotton voile with a scalloped petticoat peeking below the hem. Puff sleeves, a Peter Pan collar and a satin bow at the waist. Fully lined in soft cotton for all-day comfort.',
  },
  {
    name: 'Polka Party Frock',
    cat: 'frocks-dresses',
    kind: 'frock',
    pattern: 'dots',
    accent: WHITE,
    sizes: KIDS,
    colours: [C.cherry, C.navy],
    price: 1199,
    save: 300,
    desc: 'A twirly party frock in crisp cotton poplin with classic white polka dots. Back buttons, a tie sash and a full gathered skirt. Machine wash gentle, warm iron.',
  },
  {
    name: 'Gingham Sundress',
    cat: 'frocks-dresses',
    kind: 'frock',
    pattern: 'checks',
    accent: WHITE,
    sizes: KIDS,
    colours: [C.mint, C.sunshine],
    price: 899,
    desc: 'A summery gingham sundress with short puff sleeves and a scalloped hem. Woven from breathable yarn-dyed cotton that keeps little ones cool. Sash ties into a bow at the back.',
  },
  {
    name: 'Scalloped Hem Cotton Frock',
    cat: 'frocks-dresses',
    kind: 'frock',
    pattern: 'plain',
    accent: '#F6CF5C',
    sizes: BABY_OLDER,
    colours: [C.lavender, C.peach],
    price: 849,
    save: 150,
    images: 3,
    desc: 'A simple, pretty frock in soft cotton cambric with a scalloped lace-trim hem. Front collar and contrast waist sash with a little bow. Easy to layer with a cardigan on cooler days.',
  },
  {
    name: 'Little Star Tiered Frock',
    cat: 'frocks-dresses',
    kind: 'frock',
    pattern: 'stars',
    accent: '#F6CF5C',
    sizes: KIDS_ALL,
    colours: [C.navy, C.rose],
    price: 1099,
    desc: 'Golden stars sparkle over a soft cotton frock made for dancing. Puff sleeves with elastic cuffs and a full skirt with a cotton petticoat. Buttons at the back.',
  },
  {
    name: 'Hearts & Bows Party Frock',
    cat: 'frocks-dresses',
    kind: 'frock',
    pattern: 'hearts',
    accent: '#E86A7E',
    sizes: KIDS,
    colours: [C.blush, C.milk],
    price: 1299,
    save: 350,
    desc: 'Made for birthdays: a heart-print frock with a big satin bow at the back and a frilly petticoat. The bodice is lined with 100% cotton so it never itches. Hand wash recommended.',
  },
  {
    name: 'Festive Brocade Frock',
    cat: 'frocks-dresses',
    kind: 'frock',
    pattern: 'florals',
    accent: GOLD,
    sizes: KIDS_ALL,
    colours: [C.maroon, C.emerald],
    price: 1499,
    save: 400,
    desc: 'A festive frock in silk-blend brocade with golden floral buttis, ready for Diwali and family weddings. Cotton lining, back zip and a matching sash. Dry clean recommended.',
  },
  // ---- Sets & Co-ords
  {
    name: 'Breton Tee & Shorts Co-ord Set',
    cat: 'sets-co-ords',
    kind: 'coord-set',
    pattern: 'stripes',
    accent: WHITE,
    sizes: KIDS,
    colours: [C.navy, C.coral],
    price: 899,
    save: 200,
    desc: 'A matching striped tee and pull-on shorts in soft cotton jersey. The shorts have an elasticated waist with a working drawstring. An easy outfit for playdates and outings.',
  },
  {
    name: 'Jungle Dots Co-ord Set',
    cat: 'sets-co-ords',
    kind: 'coord-set',
    pattern: 'dots',
    accent: '#2E8B57',
    sizes: BABY_OLDER,
    colours: [C.lemon, C.sage],
    price: 799,
    desc: 'Round-neck tee and shorts in a playful dotted print on 100% organic cotton. Shoulder snaps on the tee for easy dressing. Machine wash cold.',
  },
  {
    name: 'Rainbow Summer Co-ord Set',
    cat: 'sets-co-ords',
    kind: 'coord-set',
    pattern: 'plain',
    accent: '#F88379',
    sizes: KIDS,
    colours: [C.sky, C.milk, C.mint],
    price: 949,
    save: 250,
    desc: 'A rainbow-print tee with matching solid shorts in breathable cotton jersey. Soft rib neck and a comfy elastic waist. Colour-fast prints that survive countless washes.',
  },
  {
    name: 'Gingham Shirt & Shorts Set',
    cat: 'sets-co-ords',
    kind: 'coord-set',
    pattern: 'checks',
    accent: WHITE,
    sizes: KIDS_ALL,
    colours: [C.royal, C.rust],
    price: 1099,
    images: 3,
    desc: 'A smart gingham set woven from yarn-dyed cotton, equally good for family lunches and holidays. The shorts have side pockets and an easy pull-on waist. Warm iron if needed.',
  },
  // ---- Baby Fabrics
  {
    name: 'Organic Cotton Jersey Fabric - Milk White',
    cat: 'organic-cotton-fabrics',
    kind: 'fabric-bolt',
    pattern: 'plain',
    accent: '#E8D8B5',
    sizes: FABRIC,
    colours: [C.milk, C.oatmeal],
    price: perMetre(399),
    save: 60,
    images: 3,
    desc: 'GOTS-certified organic cotton single jersey, 180 GSM with 5% elastane for stretch and recovery. Ideal for bodysuits, leggings and caps. Width 58 inches; pre-shrunk.',
  },
  {
    name: 'Organic Jersey Fabric - Starry Night',
    cat: 'organic-cotton-fabrics',
    kind: 'fabric-bolt',
    pattern: 'stars',
    accent: '#F6CF5C',
    sizes: FABRIC,
    colours: [C.navy, C.powder],
    price: perMetre(449),
    desc: 'Soft organic cotton jersey printed with twinkling stars using eco-friendly, azo-free inks. Medium weight with a smooth hand, great for sleepsuits and pyjamas. Sold by the metre, 58 inches wide.',
  },
  {
    name: 'Organic Interlock Fabric - Dotty Mint',
    cat: 'organic-cotton-fabrics',
    kind: 'fabric-bolt',
    pattern: 'dots',
    accent: WHITE,
    sizes: FABRIC,
    colours: [C.mint, C.blush],
    price: perMetre(429),
    save: 50,
    images: 2,
    desc: 'A thick, double-knit interlock that does not curl at the edges, making it easy for beginners to sew. 100% organic cotton, 220 GSM. Perfect for winter rompers and baby trousers.',
  },
  {
    name: 'Double Gauze Muslin Fabric - Blush Hearts',
    cat: 'muslin-fabrics',
    kind: 'fabric-bolt',
    pattern: 'hearts',
    accent: '#E86A7E',
    sizes: FABRIC,
    colours: [C.ivory, C.blush],
    price: perMetre(349),
    save: 50,
    images: 3,
    desc: 'Two layers of airy cotton gauze lightly tacked together, with a sweet heart print. Gets softer with every wash and breathes beautifully in the Indian summer. 52 inches wide.',
  },
  {
    name: 'Mulmul Cotton Fabric - Floral Jaal',
    cat: 'muslin-fabrics',
    kind: 'fabric-bolt',
    pattern: 'florals',
    accent: '#E86A7E',
    sizes: FABRIC,
    colours: [C.sage, C.peach],
    price: perMetre(299),
    desc: 'Featherlight mulmul cotton with a traditional floral jaal print, the fabric Indian grandmothers swear by for jhablas and nappies. Hand wash in cold water for a long life. 44 inches wide.',
  },
  {
    name: 'Bamboo Cotton Muslin Fabric - Plain Sage',
    cat: 'muslin-fabrics',
    kind: 'fabric-bolt',
    pattern: 'plain',
    accent: '#E8D8B5',
    sizes: FABRIC,
    colours: [C.sage],
    price: perMetre(499),
    save: 80,
    soldOut: true,
    images: 2,
    desc: 'A silky 70/30 bamboo and cotton muslin with natural temperature regulation. Naturally antibacterial and gentle on sensitive skin. Our most-loved fabric for swaddles, back soon.',
  },
  {
    name: 'Muslin Gauze Fabric - Sunshine Stripes',
    cat: 'muslin-fabrics',
    kind: 'fabric-bolt',
    pattern: 'stripes',
    accent: WHITE,
    sizes: FABRIC,
    colours: [C.sunshine, C.aqua],
    price: perMetre(329),
    images: 3,
    desc: 'A crinkly single-layer cotton gauze with happy woven stripes. Lovely for summer frocks, kurtas and burp cloths. 50 inches wide; expect a little shrinkage on the first wash.',
  },
  {
    name: 'Cotton Poplin Fabric - Gingham Check',
    cat: 'printed-cotton-fabrics',
    kind: 'fabric-bolt',
    pattern: 'checks',
    accent: WHITE,
    sizes: FABRIC,
    colours: [C.coral, C.royal, C.sage],
    price: perMetre(279),
    save: 40,
    images: 3,
    desc: 'Crisp, yarn-dyed gingham poplin in 100% cotton, 110 GSM. Holds pleats and gathers beautifully for frocks, shirts and bloomers. 44 inches wide.',
  },
  {
    name: 'Brushed Cotton Flannel Fabric - Little Stars',
    cat: 'printed-cotton-fabrics',
    kind: 'fabric-bolt',
    pattern: 'stars',
    accent: WHITE,
    sizes: FABRIC,
    colours: [C.grey, C.lavender],
    price: perMetre(449),
    images: 2,
    desc: 'Double-brushed cotton flannel that feels like a warm hug, printed with tiny white stars. Ideal for winter pyjamas, receiving blankets and burp cloths. 58 inches wide.',
  },
  {
    name: 'Cotton Cambric Fabric - Jaipur Block Print',
    cat: 'printed-cotton-fabrics',
    kind: 'fabric-bolt',
    pattern: 'florals',
    accent: '#C8102E',
    sizes: FABRIC,
    colours: [C.ivory, C.powder],
    price: perMetre(379),
    save: 70,
    images: 3,
    desc: 'Hand block printed in Sanganer, Jaipur, with vegetable-based dyes on soft cotton cambric. Every metre carries tiny variations that show it was made by hand. Wash separately in cold water.',
  },
  {
    name: 'Cotton Poplin Fabric - Polka Dot',
    cat: 'printed-cotton-fabrics',
    kind: 'fabric-bolt',
    pattern: 'dots',
    accent: WHITE,
    sizes: FABRIC,
    colours: [C.navy, C.cherry, C.mustard],
    price: perMetre(259),
    images: 2,
    desc: 'Classic white polka dots on smooth cotton poplin. A versatile print for frocks, shirts, hair bows and quilting. 44 inches wide, 100% cotton.',
  },
  // ---- Nursery Essentials > Swaddles
  {
    name: 'Organic Muslin Swaddle Set of 3',
    cat: 'swaddles-wraps',
    kind: 'swaddle',
    pattern: 'florals',
    accent: '#F28FA6',
    sizes: ['100 x 100 cm', '120 x 120 cm'],
    colours: [C.ivory, C.sage],
    price: [1199, 1399],
    save: 300,
    images: 3,
    desc: 'Three generous swaddles in breathable organic cotton muslin, gift-wrapped with a ribbon. Use them to swaddle, as a feeding cover, a pram shade or a play mat. They only get softer with every wash.',
  },
  {
    name: 'Bamboo Muslin Starry Swaddle',
    cat: 'swaddles-wraps',
    kind: 'swaddle',
    pattern: 'stars',
    accent: '#F6CF5C',
    sizes: ['120 x 120 cm'],
    colours: [C.navy, C.powder, C.lavender],
    price: 699,
    save: 120,
    images: 3,
    desc: 'A silky bamboo-cotton muslin swaddle that keeps babies cool in summer and cosy in air-conditioned rooms. Large enough for a snug swaddle well beyond the newborn months. Machine wash gentle.',
  },
  {
    name: 'Newborn Cotton Wrap Swaddle',
    cat: 'swaddles-wraps',
    kind: 'swaddle',
    pattern: 'plain',
    accent: '#A8BFA3',
    sizes: ['100 x 100 cm'],
    colours: [C.cream, C.blush, C.powder],
    price: 499,
    images: 2,
    desc: 'A soft, single-layer cotton wrap for the first weeks at home. Lightweight and quick to dry, so you can keep a few in the nappy bag. Free from harsh finishes.',
  },
  {
    name: 'Gingham Muslin Swaddle Pair',
    cat: 'swaddles-wraps',
    kind: 'swaddle',
    pattern: 'checks',
    accent: WHITE,
    sizes: ['110 x 110 cm'],
    colours: [C.mint, C.rose],
    price: 899,
    save: 200,
    images: 3,
    desc: 'Two double-layer muslin swaddles in a soft gingham weave. Breathable and absorbent, they are handy for burping, feeding and naps on the go. Packed in a reusable cotton pouch.',
  },
  // ---- Blankets & Quilts
  {
    name: 'Quilted Cotton Dotty Baby Blanket',
    cat: 'blankets-quilts',
    kind: 'blanket',
    pattern: 'dots',
    accent: WHITE,
    sizes: ['80 x 100 cm', '100 x 120 cm'],
    colours: [C.blush, C.powder],
    price: [1299, 1599],
    save: 300,
    images: 3,
    desc: 'A light, diamond-quilted blanket with a polka-dot cotton top and a solid reverse. Soft polyester-free cotton filling, so it breathes. Bias-bound edges that hold up to washing.',
  },
  {
    name: 'Cellular Cotton Pram Blanket',
    cat: 'blankets-quilts',
    kind: 'blanket',
    pattern: 'plain',
    accent: '#F6CF5C',
    sizes: ['75 x 100 cm'],
    colours: [C.oatmeal, C.sage, C.grey],
    price: 999,
    images: 2,
    desc: 'An open cellular weave traps warm air while letting heat escape, recommended for safe sleep. Pure cotton with a satin-look binding. Machine washable at 40°C.',
  },
  {
    name: 'Jaipuri Razai Baby Quilt',
    cat: 'blankets-quilts',
    kind: 'blanket',
    pattern: 'florals',
    accent: '#E8B04A',
    sizes: ['90 x 120 cm'],
    colours: [C.peach, C.powder],
    price: 1899,
    save: 450,
    images: 3,
    desc: 'A miniature Jaipuri razai, filled with fluffy cotton and hand-quilted by artisans in Rajasthan. Mughal floral block print on soft mulmul. Dry clean or gentle hand wash.',
  },
  {
    name: 'Starry Night Reversible Blanket',
    cat: 'blankets-quilts',
    kind: 'blanket',
    pattern: 'stars',
    accent: WHITE,
    sizes: ['100 x 120 cm'],
    colours: [C.navy, C.lavender],
    price: 1499,
    images: 3,
    desc: 'Star print on one side, a soft solid flannel on the other. Warm enough for winter evenings yet light enough for the pram. Comes rolled and tied in a cotton ribbon.',
  },
  {
    name: 'Hearts Mulmul Dohar',
    cat: 'blankets-quilts',
    kind: 'blanket',
    pattern: 'hearts',
    accent: '#E86A7E',
    sizes: ['100 x 140 cm'],
    colours: [C.ivory, C.mint],
    price: 1199,
    save: 200,
    images: 2,
    desc: 'Three layers of soft mulmul stitched together into a light dohar for air-conditioned rooms. A sweet heart print with a coloured border. The more you wash it, the softer it gets.',
  },
  // ---- Cot Sheets
  {
    name: 'Organic Cotton Fitted Cot Sheet',
    cat: 'cot-sheets',
    kind: 'cot-sheet',
    pattern: 'plain',
    accent: '#F4B6C2',
    sizes: ['60 x 120 cm', '70 x 140 cm'],
    colours: [C.milk, C.sage, C.powder],
    price: [799, 899],
    save: 150,
    images: 3,
    desc: 'A fitted cot sheet in smooth organic cotton percale with deep corners and all-round elastic. Fits mattresses up to 12 cm deep. Pillow cover included.',
  },
  {
    name: 'Starry Cot Bedding Set',
    cat: 'cot-sheets',
    kind: 'cot-sheet',
    pattern: 'stars',
    accent: WHITE,
    sizes: ['60 x 120 cm', '70 x 140 cm'],
    colours: [C.powder, C.lavender],
    price: [1299, 1449],
    save: 250,
    images: 3,
    desc: 'A three-piece bedding set with a fitted sheet, pillow cover and a matching flat sheet, printed with tiny stars. 200 thread count cotton that stays cool at night. Machine washable.',
  },
  {
    name: 'Gingham Fitted Cot Sheet',
    cat: 'cot-sheets',
    kind: 'cot-sheet',
    pattern: 'checks',
    accent: WHITE,
    sizes: ['60 x 120 cm'],
    colours: [C.sage, C.rose],
    price: 849,
    images: 2,
    soldOut: true,
    desc: 'A classic gingham fitted sheet in yarn-dyed cotton. Elastic all round keeps it snug and safe. Pairs with our gingham swaddles for a coordinated nursery.',
  },
  // ---- Baby Pillows
  {
    name: 'Mustard Seed Rai Baby Pillow',
    cat: 'baby-pillows',
    kind: 'pillow',
    pattern: 'florals',
    accent: '#E1AD01',
    sizes: ['25 x 30 cm'],
    colours: [C.ivory, C.peach],
    price: 449,
    save: 100,
    images: 3,
    desc: 'The traditional rai (mustard seed) pillow that moulds gently to your baby’s head. Filled with cleaned, sun-dried mustard seeds in an inner cotton pouch. The printed cover zips off for washing.',
  },
  {
    name: 'Frilled Hearts Baby Pillow',
    cat: 'baby-pillows',
    kind: 'pillow',
    pattern: 'hearts',
    accent: '#E86A7E',
    sizes: ['30 x 40 cm'],
    colours: [C.milk, C.blush],
    price: 599,
    images: 3,
    desc: 'A soft, low-loft pillow with a frilly edge and a heart-print cotton cover. Filled with hypoallergenic microfibre for toddlers moving to a big bed. Cover is removable and machine washable.',
  },
  {
    name: 'Cloud Soft Toddler Pillow',
    cat: 'baby-pillows',
    kind: 'pillow',
    pattern: 'dots',
    accent: WHITE,
    sizes: ['35 x 45 cm'],
    colours: [C.powder, C.sage],
    price: 699,
    save: 150,
    images: 2,
    desc: 'A gently supportive pillow for toddlers over 18 months, with a breathable organic cotton cover. Zipped inner case so you can adjust the filling. Cover washes at 40°C.',
  },
  // ---- Bath
  {
    name: 'Bear Ears Hooded Towel',
    cat: 'bath-essentials',
    kind: 'hooded-towel',
    pattern: 'plain',
    accent: '#FFCBA4',
    sizes: ['75 x 75 cm'],
    colours: [C.honey, C.grey, C.milk],
    price: 799,
    save: 200,
    images: 3,
    desc: 'A thick 450 GSM cotton terry towel with a cuddly bear hood to keep little heads warm after bath time. Generous size wraps right round even as your baby grows. Machine wash warm.',
  },
  {
    name: 'Polka Dot Hooded Bath Towel',
    cat: 'bath-essentials',
    kind: 'hooded-towel',
    pattern: 'dots',
    accent: WHITE,
    sizes: ['75 x 75 cm', '90 x 90 cm'],
    colours: [C.peach, C.aqua],
    price: [699, 849],
    images: 3,
    desc: 'Soft cotton terry printed with playful polka dots, with a snug hood and contrast binding. Highly absorbent and quick drying. A lovely baby shower gift.',
  },
  {
    name: 'Bamboo Terry Striped Hooded Towel',
    cat: 'bath-essentials',
    kind: 'hooded-towel',
    pattern: 'stripes',
    accent: WHITE,
    sizes: ['90 x 90 cm'],
    colours: [C.mint, C.sky],
    price: 999,
    save: 200,
    images: 2,
    desc: 'Bamboo-cotton terry that is three times more absorbent than regular cotton and naturally antibacterial. Striped with a bear hood and soft binding. Wash before first use for best absorbency.',
  },
  // ---- Baby Accessories > Caps & Hats
  {
    name: 'Knitted Pompom Beanie',
    cat: 'caps-hats',
    kind: 'beanie',
    pattern: 'plain',
    accent: '#F4B6C2',
    sizes: INFANT,
    colours: [C.mustard, C.grey, C.rose],
    price: 349,
    save: 50,
    images: 3,
    desc: 'A chunky rib-knit beanie in soft acrylic-free cotton yarn, topped with a fluffy pompom. Fold-up brim for a snug fit over the ears. Hand wash and dry flat.',
  },
  {
    name: 'Organic Cotton Newborn Cap',
    cat: 'caps-hats',
    kind: 'beanie',
    pattern: 'stars',
    accent: WHITE,
    sizes: ['0-3M', '3-6M'],
    colours: [C.powder, C.blush],
    price: 249,
    images: 2,
    desc: 'A soft stretch-jersey cap to keep newborn heads warm in the first weeks. Organic cotton with a double-layer turn-up band. Machine wash cold.',
  },
  {
    name: 'Reversible Bucket Sun Hat',
    cat: 'caps-hats',
    kind: 'sunhat',
    pattern: 'checks',
    accent: WHITE,
    sizes: INFANT,
    colours: [C.sage, C.coral],
    price: 549,
    save: 100,
    images: 3,
    desc: 'Gingham on one side and solid cotton on the other, so you get two hats in one. A wide brim shades the face and neck, and the chin ties keep it on. UPF 30+ fabric.',
  },
  {
    name: 'Floral Sun Hat with Chin Tie',
    cat: 'caps-hats',
    kind: 'sunhat',
    pattern: 'florals',
    accent: '#F28FA6',
    sizes: INFANT,
    colours: [C.ivory, C.lemon],
    price: 499,
    images: 3,
    desc: 'A pretty floral sun hat in lightweight cotton poplin with a soft brim. The ribbon band and bow add a festive touch. Machine washable, reshape while damp.',
  },
  // ---- Booties & Socks
  {
    name: 'Knitted Baby Booties',
    cat: 'booties-socks',
    kind: 'booties',
    pattern: 'plain',
    accent: '#F4B6C2',
    sizes: INFANT,
    colours: [C.cream, C.powder, C.blush],
    price: 449,
    save: 100,
    images: 3,
    desc: 'Hand-knitted booties in soft cotton yarn with a ribbed cuff that stays on kicking feet. A little satin bow adds charm. Hand wash and dry flat.',
  },
  {
    name: 'Soft Sole Pre-Walker Booties',
    cat: 'booties-socks',
    kind: 'booties',
    pattern: 'dots',
    accent: '#F6CF5C',
    sizes: ['6-12M', '12-18M', '18-24M'],
    colours: [C.navy, C.mint],
    price: 649,
    save: 150,
    images: 4,
    desc: 'Flexible suede soles let tiny feet feel the floor while learning to walk. Padded cotton uppers with an elasticated ankle for a secure fit. Recommended by paediatric physios for pre-walkers.',
  },
  {
    name: 'Anti-Slip Striped Socks Pack of 3',
    cat: 'booties-socks',
    kind: 'socks',
    pattern: 'stripes',
    accent: WHITE,
    sizes: INFANT,
    colours: [C.blush, C.sky],
    price: 299,
    images: 3,
    desc: 'Three pairs of cotton-rich socks with soft rubber grips on the soles for safe first steps. Comfortable non-binding cuffs. Machine wash warm.',
  },
  {
    name: 'Cotton Ankle Socks - Hearts',
    cat: 'booties-socks',
    kind: 'socks',
    pattern: 'hearts',
    accent: '#F6CF5C',
    sizes: ['1-2Y', '2-4Y', '4-6Y'],
    colours: [C.cocoa, C.lavender],
    price: 249,
    save: 50,
    images: 2,
    desc: 'Breathable combed-cotton socks with a heart pattern and a reinforced heel and toe. Seamless toe closure for comfort. Sold as a pack of two pairs.',
  },
  {
    name: 'Woollen Winter Booties',
    cat: 'booties-socks',
    kind: 'booties',
    pattern: 'plain',
    accent: '#A8E6CF',
    sizes: INFANT,
    colours: [C.oatmeal, C.grey],
    price: 549,
    images: 3,
    desc: 'Warm merino-blend booties with a soft cotton lining for chilly North Indian winters. A ribbed cuff keeps them on through naps and car rides. Hand wash only.',
  },
  // ---- Bibs & Mittens
  {
    name: 'Terry Cotton Polka Bib',
    cat: 'bibs-mittens',
    kind: 'bib',
    pattern: 'dots',
    accent: WHITE,
    sizes: FREE,
    colours: [C.peach, C.aqua, C.lavender],
    price: 249,
    save: 50,
    images: 3,
    desc: 'A round bib with an absorbent terry back and a soft cotton front, finished with contrast binding. A nickel-free snap at the neck. Machine washable.',
  },
  {
    name: 'Muslin Floral Bib',
    cat: 'bibs-mittens',
    kind: 'bib',
    pattern: 'florals',
    accent: '#F28FA6',
    sizes: FREE,
    colours: [C.ivory, C.sage],
    price: 299,
    images: 2,
    desc: 'Four layers of muslin soak up dribbles during teething. The two-position snap grows with your baby. Gets softer with every wash.',
  },
  {
    name: 'Waterproof Starry Feeding Bib',
    cat: 'bibs-mittens',
    kind: 'bib',
    pattern: 'stars',
    accent: WHITE,
    sizes: FREE,
    colours: [C.navy, C.teal],
    price: 349,
    save: 100,
    images: 3,
    desc: 'A PEVA-lined cotton bib with a catch pocket for mealtime spills. Wipe clean or machine wash. BPA and PVC free.',
  },
  {
    name: 'Newborn Scratch Mittens',
    cat: 'bibs-mittens',
    kind: 'mittens',
    pattern: 'plain',
    accent: '#F88379',
    sizes: NEWBORN,
    colours: [C.mint, C.milk, C.blush],
    price: 199,
    save: 50,
    images: 2,
    desc: 'Soft cotton mittens that protect delicate faces from tiny nails. A gentle elastic cuff stays on without pinching. Pack of two pairs.',
  },
  {
    name: 'Organic Cotton Mittens - Hearts',
    cat: 'bibs-mittens',
    kind: 'mittens',
    pattern: 'hearts',
    accent: '#E86A7E',
    sizes: NEWBORN,
    colours: [C.ivory, C.lilac],
    price: 249,
    images: 3,
    desc: 'Heart-print scratch mittens in pure organic cotton with a ribbed cuff. Inside seams are overlocked and soft. A sweet match for our Little Hearts bodysuit.',
  },
  // ---- Hair Accessories
  {
    name: 'Nylon Bow Headband',
    cat: 'hair-accessories',
    kind: 'hairband',
    pattern: 'plain',
    accent: '#FFFFFF',
    sizes: FREE,
    colours: [C.blush, C.lavender, C.mint],
    price: 199,
    save: 40,
    images: 2,
    desc: 'An ultra-soft, stretchy nylon headband that fits newborns to toddlers without leaving marks. Topped with a fabric bow. Hand wash.',
  },
  {
    name: 'Floral Big Bow Headband',
    cat: 'hair-accessories',
    kind: 'hairband',
    pattern: 'florals',
    accent: '#F28FA6',
    sizes: FREE,
    colours: [C.ivory, C.peach],
    price: 249,
    images: 3,
    desc: 'A big, cotton floral bow on a gentle elastic band, perfect for photos and festivals. Handmade in small batches. Spot clean.',
  },
  {
    name: 'Polka Dot Bow Headband',
    cat: 'hair-accessories',
    kind: 'hairband',
    pattern: 'dots',
    accent: WHITE,
    sizes: FREE,
    colours: [C.cherry],
    price: 229,
    soldOut: true,
    images: 2,
    desc: 'A classic red-and-white polka bow on a soft elastic band. Pairs with our Polka Party Frock. Restocking soon.',
  },
  // ---- Play & Comfort > Soft Toys
  {
    name: 'Cuddly Cotton Teddy Bear',
    cat: 'soft-toys',
    kind: 'teddy',
    pattern: 'plain',
    accent: '#A8E6CF',
    sizes: ['25 cm', '35 cm'],
    colours: [C.cocoa, C.honey],
    price: [599, 899],
    save: 150,
    images: 3,
    desc: 'A huggable teddy in soft organic cotton velour with embroidered, safety-tested eyes. Filled with hypoallergenic fibre and sized for little arms. Surface wash only.',
  },
  {
    name: 'Organic Snuggle Bunny',
    cat: 'soft-toys',
    kind: 'bunny',
    pattern: 'plain',
    accent: '#F4B6C2',
    sizes: ['30 cm'],
    colours: [C.cream, C.grey],
    price: 749,
    images: 3,
    desc: 'A floppy-eared bunny made from organic cotton with no plastic parts, safe from birth. Embroidered face and a little bow. Machine washable on a gentle cycle.',
  },
  {
    name: 'Honey Bear Comforter',
    cat: 'soft-toys',
    kind: 'teddy',
    pattern: 'plain',
    accent: '#F88379',
    sizes: ['25 cm'],
    colours: [C.honey, C.beige],
    price: 649,
    save: 100,
    images: 2,
    desc: 'A cuddly honey-coloured bear that soon becomes a bedtime best friend. Super-soft plush with stitched details, no buttons or beads. Meets IS 9873 toy safety standards.',
  },
  {
    name: 'Floppy Ear Bunny with Floral Bow',
    cat: 'soft-toys',
    kind: 'bunny',
    pattern: 'florals',
    accent: '#F28FA6',
    sizes: ['30 cm', '45 cm'],
    colours: [C.blush, C.milk],
    price: [799, 1099],
    save: 200,
    images: 3,
    desc: 'Our long-eared bunny with a floral cotton bow and blushing cheeks. Stuffed with recycled polyester fibre and lovingly hand-finished. A sweet gift for a newborn or first birthday.',
  },
  // ---- Rattles
  {
    name: 'Channapatna Wooden Rattle',
    cat: 'rattles-teethers',
    kind: 'rattle',
    pattern: 'stripes',
    accent: '#FFFFFF',
    sizes: FREE,
    colours: [C.coral, C.sunshine, C.teal],
    price: 449,
    save: 80,
    images: 3,
    desc: 'A classic rattle hand-turned from ivory wood by artisans in Channapatna, Karnataka. Coloured with natural, lead-free lacquer and polished smooth for little hands. The gentle rattle sound soothes rather than startles.',
  },
  {
    name: 'Rainbow Lacquer Rattle',
    cat: 'rattles-teethers',
    kind: 'rattle',
    pattern: 'plain',
    accent: '#F6CF5C',
    sizes: FREE,
    colours: [C.rani, C.royal],
    price: 399,
    images: 2,
    desc: 'A bright striped rattle in vegetable-dyed lacquer, sized for grasping and shaking. No sharp edges, no paint, no plastic. Wipe clean with a damp cloth.',
  },
  {
    name: 'Lacquered Bell Rattle',
    cat: 'rattles-teethers',
    kind: 'rattle',
    pattern: 'dots',
    accent: WHITE,
    sizes: FREE,
    colours: [C.emerald],
    price: 549,
    save: 100,
    soldOut: true,
    images: 2,
    desc: 'A heirloom-style wooden rattle with a softly chiming bell sealed inside. Lead-free lacquer in deep emerald with white dots. Handmade, so each piece is unique.',
  },
  // ---- Nightwear & Loungewear
  {
    name: 'Twinkle Stars Pyjama Set',
    cat: 'nightwear-loungewear',
    kind: 'pyjama-set',
    pattern: 'stars',
    accent: '#1F3A5F',
    sizes: KIDS_ALL,
    colours: [C.powder, C.lemon],
    price: 899,
    save: 200,
    desc: 'A snug-fit pyjama set in soft cotton jersey with a starry print and contrast cuffs. Button placket top and elasticated waist bottoms. Close-fitting for safety, as recommended for children’s nightwear.',
  },
  {
    name: 'Organic Striped Night Suit',
    cat: 'nightwear-loungewear',
    kind: 'pyjama-set',
    pattern: 'stripes',
    accent: WHITE,
    sizes: KIDS,
    colours: [C.sage, C.blush, C.sky],
    price: 849,
    images: 3,
    desc: 'Classic striped pyjamas in GOTS-certified organic cotton that breathes through warm nights. Ribbed cuffs stop sleeves from riding up. Machine wash cold.',
  },
  {
    name: 'Cosy Flannel Check Pyjamas',
    cat: 'nightwear-loungewear',
    kind: 'pyjama-set',
    pattern: 'checks',
    accent: WHITE,
    sizes: KIDS_ALL,
    colours: [C.cherry, C.navy],
    price: 999,
    save: 250,
    desc: 'Brushed cotton flannel pyjamas in a cheerful check, perfect for winter nights. Button-front top with a pocket and comfy elasticated bottoms. Soft and warm without overheating.',
  },
  {
    name: 'Everyday Cotton Joggers',
    cat: 'nightwear-loungewear',
    kind: 'joggers',
    pattern: 'plain',
    accent: '#F6CF5C',
    sizes: KIDS_ALL,
    colours: [C.grey, C.navy],
    price: 549,
    images: 3,
    desc: 'Relaxed joggers in soft French terry cotton with ribbed cuffs and a drawstring waist. Reinforced knees for extra playtime mileage. Machine wash.',
  },
  {
    name: 'Dotty Lounge Pants',
    cat: 'nightwear-loungewear',
    kind: 'joggers',
    pattern: 'dots',
    accent: WHITE,
    sizes: KIDS,
    colours: [C.teal, C.rose],
    price: 499,
    save: 100,
    images: 3,
    desc: 'Lightweight printed lounge pants in breathable cotton jersey. Elastic waistband with a real drawstring and cuffed ankles. Great for bedtime and lazy weekends.',
  },
  // ---- Bags
  {
    name: 'Teddy Ears Mini Backpack',
    cat: 'kids-bags',
    kind: 'backpack',
    pattern: 'plain',
    accent: '#F6CF5C',
    sizes: FREE,
    colours: [C.powder, C.mint, C.blush],
    price: 999,
    save: 250,
    images: 3,
    desc: 'A lightweight 6-litre backpack with teddy ears and a smiley front pocket, sized for toddlers and playschool. Padded adjustable straps and a water-resistant lining. Wipe clean.',
  },
  {
    name: 'Starry Preschool Backpack',
    cat: 'kids-bags',
    kind: 'backpack',
    pattern: 'stars',
    accent: '#F6CF5C',
    sizes: FREE,
    colours: [C.navy, C.lavender],
    price: 1199,
    images: 3,
    desc: 'A roomy 10-litre backpack with a star print, zipped front pocket and a chest strap to keep it steady. Fits a lunch box, a water bottle and a change of clothes. Made from recycled polyester canvas.',
  },
  {
    name: 'Gingham Picnic Backpack',
    cat: 'kids-bags',
    kind: 'backpack',
    pattern: 'checks',
    accent: WHITE,
    sizes: FREE,
    colours: [C.coral, C.sage],
    price: 899,
    save: 150,
    images: 2,
    desc: 'A cotton canvas backpack in a fresh gingham print, just right for picnics and day trips. Two-way zip and a top carry handle. Spot clean.',
  },
  // ---- Kids Collection > T-shirts & Hoodies
  {
    name: 'Rainbow Graphic T-shirt',
    cat: 'kids-tops',
    kind: 'tshirt',
    pattern: 'plain',
    accent: '#F88379',
    sizes: KIDS_ALL,
    colours: [C.milk, C.mint],
    price: 449,
    save: 100,
    desc: 'A 100% cotton tee with a cheerful rainbow print in water-based inks. Soft rib neck that keeps its shape and a relaxed fit for play. Machine wash inside out.',
  },
  {
    name: 'Breton Stripe T-shirt',
    cat: 'kids-tops',
    kind: 'tshirt',
    pattern: 'stripes',
    accent: WHITE,
    sizes: KIDS_ALL,
    colours: [C.navy, C.cherry],
    price: 499,
    images: 3,
    desc: 'The timeless Breton stripe in thick, soft cotton jersey. Short sleeves and a crew neck, cut a little roomy to last a season longer. Pairs with everything.',
  },
  {
    name: 'Polka Dot Everyday Tee',
    cat: 'kids-tops',
    kind: 'tshirt',
    pattern: 'dots',
    accent: WHITE,
    sizes: KIDS,
    colours: [C.coral, C.teal],
    price: 399,
    save: 80,
    images: 3,
    desc: 'An easy polka dot tee in combed cotton for everyday adventures. Taped shoulder seams and a tagless print label. Colour-fast dyes.',
  },
  {
    name: 'Little Stars Organic Tee',
    cat: 'kids-tops',
    kind: 'tshirt',
    pattern: 'stars',
    accent: '#F6CF5C',
    sizes: KIDS_ALL,
    colours: [C.charcoal, C.sky],
    price: 549,
    images: 3,
    desc: 'Organic cotton tee with a golden star print that kids love. Breathable and soft, with a contrast rib neck. Made in Tiruppur in a fair-wage factory.',
  },
  {
    name: 'Bear Ears Cotton Hoodie',
    cat: 'kids-tops',
    kind: 'hoodie',
    pattern: 'plain',
    accent: '#F4B6C2',
    sizes: KIDS_ALL,
    colours: [C.grey, C.honey],
    price: 1199,
    save: 300,
    desc: 'A cosy French terry hoodie with cute bear ears on the hood and a roomy kangaroo pocket. Ribbed cuffs and hem keep out the chill. Drawstrings are stitched in place for safety.',
  },
  {
    name: 'Striped Fleece Hoodie',
    cat: 'kids-tops',
    kind: 'hoodie',
    pattern: 'stripes',
    accent: WHITE,
    sizes: KIDS,
    colours: [C.maroon, C.navy],
    price: 1299,
    desc: 'Soft brushed-back fleece in bold stripes for cooler days and chilly mornings. Lined hood with bear ears and a kangaroo pocket. Machine wash at 30°C.',
  },
  {
    name: 'Star Print Zip Hoodie',
    cat: 'kids-tops',
    kind: 'hoodie',
    pattern: 'stars',
    accent: WHITE,
    sizes: KIDS_ALL,
    colours: [C.lavender, C.teal],
    price: 1099,
    save: 200,
    images: 3,
    desc: 'A lightweight star print hoodie in cotton loopback, ideal for layering. Ribbed cuffs and hem, plus a front pocket for treasures. Tumble dry low.',
  },
  // ---- Shorts & Dungarees
  {
    name: 'Cotton Pull-On Shorts',
    cat: 'kids-bottoms',
    kind: 'shorts',
    pattern: 'plain',
    accent: '#F6CF5C',
    sizes: KIDS,
    colours: [C.navy, C.olive, C.sky],
    price: 449,
    save: 100,
    images: 3,
    desc: 'Everyday shorts in breathable cotton twill with an elasticated waist and a real drawstring. Two side pockets and a back patch pocket. Easy for little ones to pull on themselves.',
  },
  {
    name: 'Gingham Check Shorts',
    cat: 'kids-bottoms',
    kind: 'shorts',
    pattern: 'checks',
    accent: WHITE,
    sizes: KIDS,
    colours: [C.mustard, C.coral],
    price: 499,
    images: 3,
    desc: 'Yarn-dyed gingham shorts for sunny days. Comfy pull-on waist, side pockets and a turn-up hem. Pair with our Breton tee.',
  },
  {
    name: 'Kids Denim-Look Dungaree',
    cat: 'kids-bottoms',
    kind: 'dungaree',
    pattern: 'plain',
    accent: '#F6CF5C',
    sizes: KIDS_ALL,
    colours: [C.denim],
    price: 1199,
    save: 300,
    desc: 'A sturdy cotton twill dungaree with the look of denim and none of the stiffness. Adjustable straps, a bib pocket and roll-up hems. Machine wash cold with similar colours.',
  },
  {
    name: 'Striped Cord Dungaree',
    cat: 'kids-bottoms',
    kind: 'dungaree',
    pattern: 'stripes',
    accent: '#FFF3A3',
    sizes: KIDS,
    colours: [C.mustard, C.rust],
    price: 1099,
    images: 3,
    desc: 'A retro striped dungaree in soft babycord cotton. Button-side waist for easy toilet trips and a chest pocket with a star. Fits over tees and sweaters alike.',
  },
  // ---- Ethnic Wear > Kurta Sets
  {
    name: 'Festive Silk-Blend Kurta Set',
    cat: 'kurta-sets',
    kind: 'kurta',
    pattern: 'plain',
    accent: GOLD,
    sizes: KIDS_ALL,
    colours: [C.sunshine, C.maroon],
    price: 1499,
    save: 400,
    desc: 'A festive kurta in silk-blend with a golden embroidered mandarin collar, placket and hem. Comes with a matching cotton churidar. Soft cotton lining for comfort through long celebrations.',
  },
  {
    name: 'Block Print Cotton Kurta Pyjama',
    cat: 'kurta-sets',
    kind: 'kurta',
    pattern: 'florals',
    accent: '#E1AD01',
    sizes: KIDS_ALL,
    colours: [C.ivory, C.powder],
    price: 1199,
    images: 3,
    desc: 'Jaipur hand block printed kurta in breathable cotton with a matching pyjama. Side slits and a button placket make it easy to wear all day. Ideal for haldi, mehendi and summer pujas.',
  },
  {
    name: 'Chikankari Cotton Kurta',
    cat: 'kurta-sets',
    kind: 'kurta',
    pattern: 'plain',
    accent: '#C9A227',
    sizes: KIDS_ALL,
    colours: [C.milk, C.mint],
    price: 1299,
    save: 250,
    desc: 'Hand-embroidered Lucknowi chikankari on soft cotton mulmul. Every kurta takes days of careful needlework by artisans in Lucknow. Paired with a white cotton pyjama.',
  },
  {
    name: 'Little Prince Striped Kurta Set',
    cat: 'kurta-sets',
    kind: 'kurta',
    pattern: 'stripes',
    accent: GOLD,
    sizes: KIDS,
    colours: [C.teal, C.rust],
    price: 999,
    images: 3,
    desc: 'A playful striped cotton kurta with a gold-trim collar and matching pyjama. Light and breathable for daytime functions. Machine wash gentle.',
  },
  // ---- Lehenga Cholis
  {
    name: 'Bandhani Lehenga Choli',
    cat: 'lehenga-cholis',
    kind: 'lehenga',
    pattern: 'dots',
    accent: GOLD,
    sizes: KIDS_ALL,
    colours: [C.rani, C.emerald],
    price: 2199,
    save: 500,
    desc: 'A vibrant bandhani-print lehenga with a wide gota border and a matching short-sleeve choli. The skirt has a cotton lining and a comfy elasticated drawstring waist. Dupatta included.',
  },
  {
    name: 'Floral Lehenga Choli Set',
    cat: 'lehenga-cholis',
    kind: 'lehenga',
    pattern: 'florals',
    accent: GOLD,
    sizes: KIDS,
    colours: [C.peach, C.lilac],
    price: 1899,
    images: 3,
    desc: 'A pastel floral lehenga in soft cotton silk with zari borders, made for twirling at weddings. The choli ties at the back with tasselled doris. Light enough for a hot-weather function.',
  },
  {
    name: 'Gota Patti Festive Lehenga',
    cat: 'lehenga-cholis',
    kind: 'lehenga',
    pattern: 'plain',
    accent: GOLD,
    sizes: KIDS_ALL,
    colours: [C.maroon, C.mustard],
    // Above ₹2,500 a piece: the demo's one garment taxed at 18 %.
    price: 2899,
    save: 700,
    desc: 'A rich festive lehenga with traditional gota patti work and embroidered buttis. Full flare, can-can free for comfort, and a fully lined choli. Dry clean only.',
  },
  // ---- Footwear > Sneakers
  {
    name: 'Easy Strap Canvas Sneakers',
    cat: 'sneakers',
    kind: 'shoes',
    pattern: 'plain',
    accent: '#F6CF5C',
    sizes: SHOES,
    colours: [C.teal, C.navy],
    price: 1099,
    save: 200,
    desc: 'Breathable cotton canvas sneakers with two hook-and-loop straps kids can manage on their own. Flexible rubber soles with a non-marking grip. Cushioned insole for all-day play.',
  },
  {
    name: 'Striped Play Sneakers',
    cat: 'sneakers',
    kind: 'shoes',
    pattern: 'stripes',
    accent: '#F88379',
    sizes: SHOES,
    colours: [C.sky, C.mint],
    price: 1199,
    images: 3,
    desc: 'Sporty striped sneakers with a padded collar and a sturdy toe cap for scuff protection. Lightweight EVA midsole keeps little feet comfortable. Wipe clean.',
  },
  {
    name: 'First Steps Star Sneakers',
    cat: 'sneakers',
    kind: 'shoes',
    pattern: 'stars',
    accent: WHITE,
    sizes: ['3', '4', '5', '6'],
    colours: [C.blush, C.navy, C.lavender],
    price: 999,
    save: 150,
    desc: 'Soft, flexible first-walker sneakers with a wide toe box and an ankle-hugging collar. Non-slip sole with a gentle curve for natural steps. Available in small sizes for toddlers.',
  },
  // ---- Sandals
  {
    name: 'Buckle Strap Sandals',
    cat: 'sandals',
    kind: 'sandals',
    pattern: 'plain',
    accent: '#F6CF5C',
    sizes: SHOES,
    colours: [C.coral, C.cocoa],
    price: 799,
    save: 150,
    desc: 'Summer sandals with a cushioned footbed, soft straps and an adjustable buckle. Anti-skid sole for puddles and parks. Easy to wipe clean.',
  },
  {
    name: 'Kolhapuri-Style Kids Sandals',
    cat: 'sandals',
    kind: 'sandals',
    pattern: 'florals',
    accent: '#F88379',
    sizes: SHOES,
    colours: [C.honey, C.maroon],
    price: 899,
    images: 3,
    desc: 'A child-friendly take on the classic Kolhapuri with soft vegan leather straps and a padded footbed. A little flower on the toe strap adds a festive touch. Perfect with kurtas and lehengas.',
  },
  {
    name: 'Polka Dot Strap Sandals',
    cat: 'sandals',
    kind: 'sandals',
    pattern: 'dots',
    accent: WHITE,
    sizes: SHOES,
    colours: [C.blush, C.aqua],
    price: 749,
    images: 3,
    desc: 'Light and bendy sandals with polka-dot straps and a secure buckle at the ankle. Textured cork-look footbed keeps feet cool. Rubber sole with grip.',
  },
  // ---- a few more everyday baby basics
  {
    name: 'Organic Cotton Striped Rib Bodysuit',
    cat: 'bodysuits',
    kind: 'bodysuit',
    pattern: 'stripes',
    accent: WHITE,
    sizes: BABY,
    colours: [C.sage, C.navy],
    price: 479,
    save: 80,
    desc: 'A soft striped bodysuit in organic cotton rib that hugs without squeezing. Envelope neck and snap crotch make changes easy. A great base layer for cooler months.',
  },
  {
    name: 'Heart Print Frill Romper',
    cat: 'rompers',
    kind: 'romper',
    pattern: 'hearts',
    accent: '#E86A7E',
    sizes: BABY,
    colours: [C.milk, C.peach],
    price: 749,
    images: 3,
    desc: 'A frilly heart-print romper in soft cotton with a Peter Pan collar. Fully opening snaps and flutter sleeves. Machine wash cold.',
  },
  {
    name: 'Bunny Cotton Beanie',
    cat: 'caps-hats',
    kind: 'beanie',
    pattern: 'dots',
    accent: WHITE,
    sizes: INFANT,
    colours: [C.rose, C.sage],
    price: 299,
    save: 50,
    images: 2,
    desc: 'A soft cotton-knit beanie with a polka-dot print and a fluffy pompom. Stretchy ribbed brim for a snug fit. Machine wash in a laundry bag.',
  },
  {
    name: 'Floral Smock Dress',
    cat: 'frocks-dresses',
    kind: 'frock',
    pattern: 'florals',
    accent: '#F6CF5C',
    sizes: KIDS_ALL,
    colours: [C.powder, C.lemon],
    price: 1049,
    images: 4,
    desc: 'A smocked summer dress in soft cotton cambric with a ditsy floral print. Puff sleeves, a round collar and a scalloped hem. Breathable lining keeps it cool.',
  },
];

// ---------------------------------------------------------------- build

/** Deterministic PRNG (mulberry32). */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hashString(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const round2 = (n: number): number => Math.round(n * 100) / 100;

function defaultImages(kind: ArtKind): 2 | 3 | 4 {
  const clothing: ArtKind[] = [
    'bodysuit',
    'romper',
    'dungaree',
    'frock',
    'tshirt',
    'shorts',
    'joggers',
    'coord-set',
    'pyjama-set',
    'hoodie',
    'kurta',
    'lehenga',
    'shoes',
    'sandals',
  ];
  return clothing.includes(kind) ? 4 : 3;
}

function build(spec: Spec, index: number): DemoProduct {
  const slug = slugify(spec.name);
  const rand = mulberry32(hashString(slug));
  const prices =
    typeof spec.price === 'number' ? spec.sizes.map(() => spec.price as number) : spec.price;
  const first = prices[0] ?? 0;
  const variants: DemoVariant[] = [];
  for (const [colour, hex] of spec.colours) {
    spec.sizes.forEach((size, i) => {
      const price = prices[i] ?? first;
      const saved = spec.save ? round2(Math.round((spec.save * price) / first)) : null;
      const r = rand();
      const stock = spec.soldOut ? 0 : r < 0.14 ? 0 : 2 + Math.floor(rand() * 38);
      variants.push({
        size,
        color: colour,
        colorHexCode: hex,
        stock,
        originalPrice: round2(price),
        discountPrice: saved && saved < price ? saved : null,
      });
    });
  }
  return {
    slug,
    name: spec.name,
    description: spec.desc,
    categorySlug: spec.cat,
    art: { kind: spec.kind, accentHex: spec.accent, pattern: spec.pattern },
    imageCount: spec.images ?? defaultImages(spec.kind),
    variants,
    createdDaysAgo: 1 + ((index * 37 + (hashString(slug) % 11)) % 180),
    ...demoGstOf({
      kind: spec.kind,
      categorySlug: spec.cat,
      sizes: spec.sizes,
      piecePricesInRupees: variants.map((v) => v.originalPrice),
    }),
  };
}

export const demoProducts: DemoProduct[] = specs.map(build);
