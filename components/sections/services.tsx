import { sectionIds } from "@/content/navigation";
import { askAboutServiceLabel } from "@/content/chat";
import { services, servicesSection } from "@/content/services";
import { ChatLink } from "@/components/ui/chat-link";
import { Icon } from "@/components/ui/icon";
import { SectionHeading } from "@/components/ui/section-heading";

export function Services() {
  return (
    <section id={sectionIds.services} aria-labelledby="services-title" className="px-4 py-20 sm:px-6">
      <div className="mx-auto max-w-6xl">
        <SectionHeading id="services-title" {...servicesSection} />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((service) => (
            <li
              key={service.id}
              data-defer-render
              className="flex flex-col rounded-2xl border border-border bg-card p-6 shadow-sm [--defer-height:25rem]"
            >
              <span className="grid size-11 place-items-center rounded-xl bg-accent text-accent-foreground">
                <Icon name={service.icon} />
              </span>
              <h3 className="mt-4 text-lg font-semibold">{service.title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{service.summary}</p>
              <ul className="tick-list mt-4 grid gap-2 text-sm">
                {service.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
              <p className="mt-auto pt-4">
                <ChatLink
                  message={service.chatMessage}
                  className="inline-flex min-h-11 items-center gap-1.5 rounded-md text-sm font-semibold text-primary underline-offset-4 hover:underline"
                >
                  {/* One flex item, so the accessible name reads "Ask about this: <service>" without a gap. */}
                  <span>
                    {askAboutServiceLabel}
                    <span className="sr-only">: {service.title}</span>
                  </span>
                  <span aria-hidden="true">→</span>
                </ChatLink>
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
