import type { DemoRequestRecord, EventRequestRecord, WaitlistRecord } from '@cci/contracts';
import type { DemoRequestRow, EventRequestRow, WaitlistRow } from './requests.queries';

/* Exactly the contracts' fields, in a stable order (camelCase, ISO timestamps). */

export function toEventRequestRecord(r: EventRequestRow): EventRequestRecord {
  return {
    id: r.id,
    eventType: r.eventType,
    title: r.title,
    description: r.description,
    preferredLocation: r.preferredLocation,
    contactEmail: r.contactEmail,
    additionalInfo: r.additionalInfo,
    createdAt: r.createdAt.toISOString(),
  };
}

export function toDemoRequestRecord(r: DemoRequestRow): DemoRequestRecord {
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    company: r.company,
    role: r.role,
    communityInterest: r.communityInterest,
    preferredTime: r.preferredTime,
    specificInterests: r.specificInterests,
    additionalNotes: r.additionalNotes,
    confirmationId: r.confirmationId,
    createdAt: r.createdAt.toISOString(),
  };
}

export function toWaitlistRecord(r: WaitlistRow): WaitlistRecord {
  return {
    id: r.id,
    email: r.email,
    community: r.community,
    useCase: r.useCase,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}
