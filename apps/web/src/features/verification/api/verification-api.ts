import { queryOptions } from '@tanstack/react-query';
import type { VerificationStatus } from '@casino/shared';
import { DocumentStatus, DocumentType } from '@casino/shared';
import { isRecord, request } from '@/lib/http';
import { uploadForm } from '@/lib/upload-form';

/** A document as `GET /api/player/documents` lists it. */
export interface PlayerDocument {
  readonly id: string;
  readonly type: DocumentType;
  readonly status: DocumentStatus;
  readonly fileName: string;
  readonly mimeType: string;
  readonly size: number;
  readonly createdAt: string;
  readonly rejectionReason: string | null;
}

export interface PlayerVerification {
  readonly status: VerificationStatus;
  readonly level: string | null;
  readonly rejectionReason: string | null;
  /** Document types a verification by the operator's review still needs. */
  readonly missingDocuments: readonly DocumentType[];
  /** Withdrawals (paid and pending) above `amount` within `windowDays` need a verification. */
  readonly withdrawalThreshold: {
    readonly amount: number;
    readonly currency: string;
    readonly windowDays: number;
  } | null;
  /** Withdrawals above `amount` in all need it too. */
  readonly lifetimeWithdrawalThreshold: { readonly amount: number; readonly currency: string } | null;
}

const TYPES: readonly number[] = Object.values(DocumentType);
const STATUSES: readonly number[] = Object.values(DocumentStatus);

export function parseDocument(item: unknown): PlayerDocument {
  if (
    !isRecord(item) ||
    typeof item.id !== 'string' ||
    !TYPES.includes(Number(item.type)) ||
    !STATUSES.includes(Number(item.status))
  )
    throw new Error('Unexpected document');
  return {
    id: item.id,
    type: Number(item.type) as DocumentType,
    status: Number(item.status) as DocumentStatus,
    fileName: typeof item.fileName === 'string' ? item.fileName : '',
    mimeType: typeof item.mimeType === 'string' ? item.mimeType : '',
    size: typeof item.size === 'number' ? item.size : 0,
    createdAt: typeof item.createdAt === 'string' ? item.createdAt : '',
    rejectionReason: typeof item.rejectionReason === 'string' ? item.rejectionReason : null,
  };
}

function parseVerification(body: unknown): PlayerVerification {
  if (!isRecord(body) || typeof body.status !== 'number') throw new Error('Unexpected verification');
  const threshold = isRecord(body.withdrawalThreshold)
    ? (body.withdrawalThreshold as { amount: number; currency: string; windowDays: number })
    : null;
  const lifetime = isRecord(body.lifetimeWithdrawalThreshold)
    ? (body.lifetimeWithdrawalThreshold as { amount: number; currency: string })
    : null;
  return {
    status: body.status as VerificationStatus,
    level: typeof body.level === 'string' ? body.level : null,
    rejectionReason: typeof body.rejectionReason === 'string' ? body.rejectionReason : null,
    missingDocuments: Array.isArray(body.missingDocuments)
      ? body.missingDocuments.map(Number).filter((type): type is DocumentType => TYPES.includes(type))
      : [],
    withdrawalThreshold: threshold,
    lifetimeWithdrawalThreshold: lifetime,
  };
}

export const documentsQueryKey = ['player', 'documents'] as const;
export const verificationQueryKey = ['player', 'verification'] as const;

/** `GET /api/player/documents`. */
export const documentsQueryOptions = () =>
  queryOptions({
    queryKey: documentsQueryKey,
    queryFn: ({ signal }) =>
      request('/api/player/documents', {
        signal,
        parse: (body) => {
          if (!isRecord(body) || !Array.isArray(body.data)) throw new Error('Unexpected documents');
          return body.data.map(parseDocument);
        },
      }),
  });

/** `GET /api/player/verification`. */
export const verificationQueryOptions = () =>
  queryOptions({
    queryKey: verificationQueryKey,
    queryFn: ({ signal }) => request('/api/player/verification', { signal, parse: parseVerification }),
  });

/** `POST /api/player/documents` (multipart), with the share uploaded as it goes. */
export function uploadDocument(
  type: DocumentType,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<PlayerDocument> {
  const form = new FormData();
  // The type first: the server reads the form as a stream.
  form.append('type', String(type));
  form.append('file', file, file.name);
  return uploadForm('/api/player/documents', form, { parse: parseDocument, onProgress });
}

/** `DELETE /api/player/documents/{id}`. */
export function deleteDocument(id: string): Promise<void> {
  return request(`/api/player/documents/${encodeURIComponent(id)}`, { method: 'DELETE', parse: () => undefined });
}

/** `POST /api/player/services/sumsub/auth`: the provider's SDK page to show in a frame. */
export function startVerification(): Promise<{ sdkUrl: string }> {
  return request('/api/player/services/sumsub/auth', {
    method: 'POST',
    parse: (body) => {
      if (!isRecord(body) || typeof body.sdkUrl !== 'string' || !body.sdkUrl.startsWith('/provider/kyc/'))
        throw new Error('Unexpected verification start');
      return { sdkUrl: body.sdkUrl };
    },
  });
}
