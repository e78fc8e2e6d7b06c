// The part of subset-font's API that subset-fonts.ts uses, as its README describes it
// (@types/subset-font lacks keepFeatures).
declare module 'subset-font' {
  type AxisRange = number | { min: number; max: number; default?: number };
  type SubsetOptions = {
    targetFormat?: 'sfnt' | 'woff' | 'woff2';
    variationAxes?: Record<string, AxisRange>;
    keepFeatures?: string[];
  };
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: SubsetOptions,
  ): Promise<Buffer>;
}
