const entities: Record<string, string> = { lt: '<', gt: '>', quot: '"', amp: '&', apos: "'" };

/** Text as a browser reads it from escaped HTML (named, decimal and hex references). */
export const decodeEntities = (text: string) =>
  text.replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (name.startsWith('#x')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return entities[name] ?? whole;
  });
