import type { AuditLogEntry, CurrentUser } from '@hotel/contracts';

type NameParts = Pick<CurrentUser, 'firstName' | 'lastName' | 'email'>;
type MaybeNameParts = { firstName?: string | null; lastName?: string | null; email?: string | null };

const present = (s: string | null | undefined): s is string => typeof s === 'string' && s.trim().length > 0;

/** Section 3: first and last name when both exist, else the email, else 'User'. */
export function displayName(user: MaybeNameParts | NameParts | null | undefined): string {
  if (!user) return 'User';
  if (present(user.firstName) && present(user.lastName)) return `${user.firstName.trim()} ${user.lastName.trim()}`;
  if (present(user.email)) return user.email;
  return 'User';
}

/** Section 3: first letters of first and last name, else the email's first letter upper-cased, else 'U'. */
export function initials(user: MaybeNameParts | null | undefined): string {
  if (!user) return 'U';
  if (present(user.firstName) && present(user.lastName)) {
    return `${user.firstName.trim()[0]}${user.lastName.trim()[0]}`.toUpperCase();
  }
  if (present(user.email)) return user.email.trim()[0]!.toUpperCase();
  return 'U';
}

/** Section 3: full name, else first name, else email, else 'Unknown User'. */
export function auditUserDisplay(entry: Pick<AuditLogEntry, 'userFirstName' | 'userLastName' | 'userEmail'>): string {
  if (present(entry.userFirstName) && present(entry.userLastName)) return `${entry.userFirstName} ${entry.userLastName}`;
  if (present(entry.userFirstName)) return entry.userFirstName;
  if (present(entry.userEmail)) return entry.userEmail;
  return 'Unknown User';
}

/** The word for a count: plural('profile', 1) → 'profile', plural('profile', 2) → 'profiles'. */
export function plural(word: string, count: number, pluralWord = `${word}s`): string {
  return count === 1 ? word : pluralWord;
}

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** Relative time with the 'ago' / 'in' suffix: '5 minutes ago', 'in 2 hours', 'less than a minute ago'. */
export function relativeTime(date: string | number | Date, now: number = Date.now()): string {
  const t = date instanceof Date ? date.getTime() : typeof date === 'number' ? date : Date.parse(date);
  if (Number.isNaN(t)) return 'Unknown';
  const diffSec = Math.round((t - now) / 1000);
  const abs = Math.abs(diffSec);
  const future = diffSec > 0;
  let phrase = 'less than a minute';
  for (const [unit, seconds] of UNITS) {
    if (abs >= seconds) {
      const n = Math.floor(abs / seconds);
      phrase = `${n} ${plural(unit, n)}`;
      break;
    }
  }
  return future ? `in ${phrase}` : `${phrase} ago`;
}

/** Section 9: file size in KB with two decimals. */
export function fileSizeKb(bytes: number): string {
  return `${(bytes / 1024).toFixed(2)} KB`;
}

/** Absolute date-time for tables, in the reader's locale. */
export function dateTime(date: string | null | undefined): string {
  if (!date) return 'Never';
  const d = new Date(date);
  return Number.isNaN(d.getTime()) ? 'Unknown' : d.toLocaleString();
}

// What the API and the worker write (grep writeAudit / insertAudit in apps/api/src, apps/worker/src):
// users {email, via} / {field, value, email}, hotels {name} / {url, model} / {hotelsCount, runId, model}
// / {runId, url, snippetsCount, error?}, snippets {type, url, hotelId}, profiles {hotelId, model, version},
// prompts {type, version}. Order = reading order of the summary; the hotel is said first (auditHotelId).
const DETAIL_LABELS = {
  email: 'Email',
  name: 'Name',
  via: 'Via',
  snippetsCount: 'Snippets',
  hotelsCount: 'Hotels',
  url: 'URL',
  error: 'Error',
  type: 'Type',
  version: 'Version',
  model: 'Model',
  runId: 'Run',
} as const;

function detailText(v: unknown): string | null {
  if (v === undefined || v === null || v === '') return null;
  const text = typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : JSON.stringify(v);
  return text.length > 120 ? `${text.slice(0, 117)}...` : text;
}

type AuditDetailEntry = Pick<AuditLogEntry, 'details' | 'entityId' | 'entityType'>;

/**
 * The hotel an entry is about: a hotel row's own id, else the hotelId its details carry (profile
 * and snippet entries); a profile row written before its details said so is keyed by the hotel id.
 */
export function auditHotelId(entry: AuditDetailEntry): string | null {
  if (entry.entityType === 'hotel') return entry.entityId;
  const fromDetails = entry.details?.hotelId;
  if (typeof fromDetails === 'string' && fromDetails.length > 0) return fromDetails;
  if (entry.entityType === 'profile') return entry.entityId;
  return null;
}

/**
 * A readable summary of an audit entry's details, without the hotel (the page shows it as a link);
 * empty when the details say nothing known.
 */
export function auditDetailText(entry: AuditDetailEntry): string {
  const details = entry.details ?? {};
  const parts: string[] = [];
  // A changed field reads as the change itself: 'isActive → false'.
  const field = detailText(details.field);
  const value = detailText(details.value);
  if (field && value !== null) parts.push(`${field} → ${value}`);
  else if (field) parts.push(`Field: ${field}`);
  else if (value !== null) parts.push(`Value: ${value}`);
  for (const [key, label] of Object.entries(DETAIL_LABELS)) {
    const text = detailText(details[key]);
    if (text === null) continue;
    if (key === 'version') parts.push(`${label}: v${text}`);
    else if (key === 'runId') parts.push(`${label}: ${text.slice(0, 8)}`);
    else parts.push(`${label}: ${text}`);
  }
  return parts.join(' · ');
}

/** The whole summary: the hotel first, then the details; section 9's fallback is the entity id's first 8 characters. */
export function auditDetail(entry: AuditDetailEntry): string {
  const hotelId = auditHotelId(entry);
  const parts = [hotelId ? `Hotel: ${hotelId}` : '', auditDetailText(entry)].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : entry.entityId.slice(0, 8);
}
