import { aboutPage } from "@/content/about";

export function AboutStory() {
  return (
    <section id="about-me" aria-labelledby="about-me-title" className="px-4 py-20 sm:px-6">
      <div className="mx-auto max-w-3xl">
        <h2 id="about-me-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
          {aboutPage.storyTitle}
        </h2>
        <div className="mt-6 flex flex-col gap-4 text-lg text-pretty text-muted-foreground">
          {aboutPage.story.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <h3 className="mt-10 font-semibold">{aboutPage.servicesTitle}</h3>
        <ul className="mt-3 flex flex-wrap gap-2">
          {aboutPage.services.map((service) => (
            <li
              key={service}
              className="rounded-full bg-accent px-3 py-1 text-sm font-medium text-accent-foreground"
            >
              {service}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
