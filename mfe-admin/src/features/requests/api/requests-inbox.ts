import { useAdminQuery } from '../../../lib/use-admin-query';

/** Rows of GET /api/admin/requests (camelCase, newest first). */
export interface EventRequestRow {
  id: number;
  eventType: string;
  title: string;
  description: string;
  preferredLocation: string;
  contactEmail: string;
  additionalInfo: string | null;
  createdAt: string;
}
export interface DemoRequestRow {
  id: number;
  name: string;
  email: string;
  company: string | null;
  role: string | null;
  communityInterest: string;
  preferredTime: string;
  specificInterests: string[] | null;
  additionalNotes: string | null;
  confirmationId: string;
  createdAt: string;
}
export interface WaitlistRow {
  id: number;
  email: string;
  community: string;
  useCase: string;
  createdAt: string;
}
export interface RequestsInbox {
  eventRequests: EventRequestRow[];
  demoRequests: DemoRequestRow[];
  waitlist: WaitlistRow[];
}

export const REQUESTS_KEY = '/api/admin/requests';
export const useRequestsInbox = () => useAdminQuery<RequestsInbox>(REQUESTS_KEY);
