/**
 * The top of the about page, dark like the home hero so the transparent header stays readable.
 * The spec's rotating women / men / kids themes come with the about page's own issue.
 */
export function AboutIntro({ brandName }: { brandName: string }) {
  return (
    <section
      aria-labelledby="about-title"
      className="relative isolate overflow-hidden bg-ink-900 text-white [--focus-ring-color:var(--color-sun-300)]"
    >
      <div
        aria-hidden="true"
        className="absolute -top-24 right-0 -z-10 size-[26rem] rounded-full bg-sage-500/25 blur-3xl"
      />
      <div className="mx-auto max-w-4xl px-4 pt-28 pb-16 text-center sm:px-6 md:pt-36 md:pb-24">
        <p className="text-sm font-bold tracking-widest text-coral-200 uppercase">About us</p>
        <h1 id="about-title" className="mt-4 text-4xl font-semibold sm:text-5xl">
          The story of {brandName}
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg leading-relaxed text-white/85">
          Here you will soon read how we design and make our clothes, our mission for little ones,
          and the quality promises behind every stitch.
        </p>
      </div>
    </section>
  );
}
