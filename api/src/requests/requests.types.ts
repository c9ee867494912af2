/**
 * What the request services hand the admin area (camelCase, ISO timestamps). Not in contracts yet:
 * the admin front end needs these shapes there once it lists the requests.
 */
export interface EventRequestRecord {
  id: number;
  eventType: string;
  title: string;
  description: string;
  preferredLocation: string;
  contactEmail: string;
  additionalInfo: string;
  createdAt: string;
}

export interface DemoRequestRecord {
  id: number;
  name: string;
  email: string;
  company: string;
  role: string;
  communityInterest: string;
  preferredTime: string;
  specificInterests: string[];
  additionalNotes: string;
  confirmationId: string;
  createdAt: string;
}

export interface WaitlistRecord {
  id: number;
  email: string;
  community: string;
  useCase: string;
  createdAt: string;
  updatedAt: string;
}

/** Answer of POST /api/waitlist (201 for a new e-mail, 200 for one already on the list). */
export interface WaitlistReceipt {
  id: number;
  email: string;
}
