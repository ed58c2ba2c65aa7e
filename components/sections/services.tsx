import { ChatLink } from "@/components/ui/chat-link";
import { Icon } from "@/components/ui/icon";
import { ServicePrice } from "@/components/ui/service-price";
import { SectionHeading } from "@/components/ui/section-heading";
import { pageLocale } from "@/lib/page-locale";
import { servicePath } from "@/lib/routes.mjs";
import { StaticPart } from "@/components/ui/static-part";

export async function Services() {
  const locale = await pageLocale();
  const { content, at } = locale;
  const { sectionIds } = content.navigation;
  const { servicePageText, services, servicesSection } = content.services;
  const { askAboutServiceLabel } = content.chat;
  return (
    <StaticPart
      as="section"
      name="services"
      id={sectionIds.services}
      aria-labelledby="services-title"
      className="section"
    >
      <div className="mx-auto max-w-6xl">
        <SectionHeading id="services-title" {...servicesSection} />
        <ul className="service-grid">
          {services.map((service) => (
            <li key={service.id} data-defer-render className="card service-card">
              <span className="icon-badge service-badge">
                <Icon name={service.icon} />
              </span>
              <h3>{service.title}</h3>
              <p className="card-text">{service.summary}</p>
              <ServicePrice price={service.price} locale={locale} />
              <ul className="service-points">
                {service.points.map((point, index) => (
                  <li key={index}>{point}</li>
                ))}
              </ul>
              <p>
                <a href={at(servicePath(service.id))} className="card-link">
                  <span>
                    {servicePageText.cardLink}
                    <span className="sr-only">{`: ${service.title}`}</span>
                  </span>
                  <span aria-hidden="true">→</span>
                </a>
                <ChatLink service={service} className="card-link">
                  {/* One flex item, so the accessible name reads "Ask about this: <service>" without a gap. */}
                  <span>
                    {askAboutServiceLabel}
                    <span className="sr-only">{`: ${service.title}`}</span>
                  </span>
                  <span aria-hidden="true">→</span>
                </ChatLink>
              </p>
            </li>
          ))}
        </ul>
      </div>
    </StaticPart>
  );
}
