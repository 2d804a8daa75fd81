/**
 * A notification to create for one learner: what a domain event's listener answers (an award to announce) and what
 * any module hands to the notifications' service. Declared at the floor so the domain events' bus is typed here.
 */
export type NewNotification = {
  siteId: string;
  userId: string;
  type: string;
  titleKey?: string;
  bodyKey?: string;
  params?: Record<string, string | number>;
  title?: string;
  body?: string;
  /** An administrator's texts per locale; title and body then hold the site's default locale's. */
  titles?: Record<string, string>;
  bodies?: Record<string, string>;
  link?: string | null;
  /** A picture shown with it (a badge's image). */
  image?: string | null;
};
