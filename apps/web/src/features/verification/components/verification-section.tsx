import { useEffect, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DocumentStatus, DocumentType, intlLocaleOf, VerificationStatus } from '@casino/shared';
import { HttpError, isRecord } from '@/lib/http';
import { formatDate, i18n, useT } from '@/lib/i18n';
import { usePlayerChannel } from '@/lib/realtime';
import {
  deleteDocument,
  documentsQueryKey,
  documentsQueryOptions,
  startVerification,
  uploadDocument,
  verificationQueryKey,
  verificationQueryOptions,
  type PlayerDocument,
} from '../api/verification-api';
import { fileProblem, percentOf } from './document-file-rules';
import { VerificationFrame } from './verification-frame';
import { VerificationThresholdNote } from './verification-threshold-note';
import './verification.css';

const STATUS_KEY: Readonly<Record<number, string>> = {
  [VerificationStatus.NotStarted]: 'notStarted',
  [VerificationStatus.Pending]: 'pending',
  [VerificationStatus.Approved]: 'approved',
  [VerificationStatus.Rejected]: 'rejected',
};
const DOCUMENT_STATUS_KEY: Readonly<Record<number, string>> = {
  [DocumentStatus.Pending]: 'pending',
  [DocumentStatus.Approved]: 'approved',
  [DocumentStatus.Rejected]: 'rejected',
};
const TYPE_KEYS: Readonly<Record<number, string>> = {
  [DocumentType.Identity]: 'identity',
  [DocumentType.ProofOfAddress]: 'proofOfAddress',
  [DocumentType.PaymentMethod]: 'paymentMethod',
  [DocumentType.Selfie]: 'selfie',
};

/**
 * Identity verification on the personal page: the status and what to do, the provider's
 * verification in place, the documents with an upload that shows its progress. Operators'
 * decisions arrive live on `player:verification#{id}`.
 */
export function VerificationSection({ headingLevel }: { readonly headingLevel: 1 | 2 | 3 | 4 }) {
  const t = useT();
  const Heading = `h${Math.min(headingLevel + 1, 6)}` as 'h2' | 'h3' | 'h4' | 'h5';
  const queryClient = useQueryClient();
  const verification = useQuery(verificationQueryOptions());
  const documents = useQuery(documentsQueryOptions());
  const [sdkUrl, setSdkUrl] = useState<string>();
  useScrolledToWhenLinked(verification.isSuccess && documents.isSuccess);
  const start = useMutation({ mutationFn: startVerification, onSuccess: ({ sdkUrl: url }) => setSdkUrl(url) });
  usePlayerChannel('player:verification', (data) => {
    if (!isRecord(data)) return;
    // A document's review changes what the verification still needs, and the other way round.
    if (data.type === 'document.updated' || data.type === 'verification.updated') {
      void queryClient.invalidateQueries({ queryKey: verificationQueryKey });
      void queryClient.invalidateQueries({ queryKey: documentsQueryKey });
    }
  });
  const status = verification.data?.status ?? VerificationStatus.NotStarted;
  const missing = verification.data?.missingDocuments ?? [];

  return (
    // `id`: the wallet's refused withdrawal links here (/profile/personal#verification).
    <section
      className="verification"
      id="verification"
      aria-labelledby="verification-title"
      data-testid="verification-section"
    >
      <Heading id="verification-title" className="verification__title">
        {t('global-components:verification.title')}
      </Heading>
      <VerificationStatusNote status={status} rejectionReason={verification.data?.rejectionReason} missing={missing} />
      <VerificationThresholdNote verification={verification.data} />
      {/* The provider's quicker way stays open while documents alone cannot complete the verification. */}
      {status !== VerificationStatus.Approved &&
        (status !== VerificationStatus.Pending || missing.length > 0) &&
        !sdkUrl && (
          <button
            type="button"
            className="button button--primary button--small verification__start"
            onClick={() => start.mutate()}
            disabled={start.isPending}
            data-testid="start-verification"
          >
            {t('global-components:verification.start')}
          </button>
        )}
      {start.isError && <p role="alert">{t('alerts:generic.error')}</p>}
      <DocumentUpload />
      <DocumentList documents={documents.data ?? []} />
      {/* The provider's steps in place on the page, not in a dialog: the site's dialog lives in its
          entry, and a page chunk that uses it directly splits the modal engine into a chunk of its own
          (a bigger first load for every visitor). */}
      {sdkUrl && (
        <VerificationSdk
          url={sdkUrl}
          Heading={Heading}
          onClose={() => setSdkUrl(undefined)}
          onSubmitted={() => {
            setSdkUrl(undefined);
            void queryClient.invalidateQueries({ queryKey: verificationQueryKey });
            void queryClient.invalidateQueries({ queryKey: documentsQueryKey });
          }}
        />
      )}
    </section>
  );
}

/** Where the verification stands, with the provider's reason for a refusal and the documents it still needs. */
function VerificationStatusNote({
  status,
  rejectionReason,
  missing,
}: {
  readonly status: number;
  readonly rejectionReason: string | null | undefined;
  readonly missing: readonly number[];
}) {
  const t = useT();
  const listFormat = new Intl.ListFormat(intlLocaleOf(i18n.language), { type: 'conjunction' });
  const statusKey = STATUS_KEY[status] ?? 'notStarted';
  return (
    <div
      className={`verification__status verification__status--${statusKey}`}
      role="status"
      data-testid="verification-status"
      data-status={status}
    >
      <strong>{t(`global-components:verification.status.${statusKey}`)}</strong>
      <span>{t(`global-components:verification.explain.${statusKey}`)}</span>
      {rejectionReason && <span>{rejectionReason}</span>}
      {missing.length > 0 && (
        <span data-testid="verification-missing">
          {t('global-components:verification.missing', {
            documents: listFormat.format(
              missing.map((type) => t(`global-components:verification.types.${TYPE_KEYS[type] ?? 'identity'}`)),
            ),
          })}
        </span>
      )}
    </div>
  );
}

/** The provider's verification steps in place, with a way to close them. */
function VerificationSdk({
  url,
  Heading,
  onClose,
  onSubmitted,
}: {
  readonly url: string;
  readonly Heading: 'h2' | 'h3' | 'h4' | 'h5';
  readonly onClose: () => void;
  readonly onSubmitted: () => void;
}) {
  const t = useT();
  return (
    <div
      className="verification__sdk"
      role="region"
      aria-labelledby="verification-sdk-title"
      data-testid="verification-sdk"
    >
      <div className="verification__sdk-head">
        <Heading id="verification-sdk-title" className="verification__sdk-title">
          {t('global-components:verification.dialogTitle')}
        </Heading>
        <button type="button" className="button button--small" onClick={onClose} data-testid="close-verification">
          {t('modals:common.close')}
        </button>
      </div>
      <VerificationFrame url={url} title={t('global-components:verification.dialogTitle')} onSubmitted={onSubmitted} />
    </div>
  );
}

function DocumentUpload() {
  const t = useT();
  const queryClient = useQueryClient();
  const [type, setType] = useState<number>(DocumentType.Identity);
  const [file, setFile] = useState<File>();
  const [progress, setProgress] = useState<number>();
  const [error, setError] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    if (!file) return setError(t('global-components:verification.upload.chooseFile'));
    const problem = fileProblem(file);
    if (problem) return setError(t(`global-components:verification.upload.problems.${problem}`));
    setProgress(0);
    try {
      await uploadDocument(type as DocumentType, file, setProgress);
      setFile(undefined);
      (event.target as HTMLFormElement).reset();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: documentsQueryKey }),
        queryClient.invalidateQueries({ queryKey: verificationQueryKey }),
      ]);
    } catch (failure) {
      setError(failure instanceof HttpError && failure.status < 500 ? failure.message : t('alerts:generic.error'));
    } finally {
      setProgress(undefined);
    }
  };

  return (
    <form
      className="verification__upload"
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="document-upload"
    >
      <label className="verification__field">
        <span>{t('global-components:verification.upload.type')}</span>
        <select value={type} onChange={(event) => setType(Number(event.target.value))}>
          {Object.entries(TYPE_KEYS).map(([value, key]) => (
            <option key={value} value={value}>
              {t(`global-components:verification.types.${key}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="verification__field">
        <span>{t('global-components:verification.upload.file')}</span>
        <input
          type="file"
          accept="image/jpeg,image/png,application/pdf"
          onChange={(event) => setFile(event.target.files?.[0])}
          aria-describedby="document-upload-hint"
        />
      </label>
      <p id="document-upload-hint" className="verification__hint">
        {t('global-components:verification.upload.hint')}
      </p>
      {progress !== undefined && (
        <div
          className="verification__progress"
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percentOf(progress)}
          aria-label={t('global-components:verification.upload.progress')}
          data-testid="upload-progress"
        >
          <span style={{ inlineSize: `${percentOf(progress)}%` }} />
        </div>
      )}
      {error && (
        <p className="verification__error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button button--secondary button--small" disabled={progress !== undefined}>
        {t('global-components:verification.upload.submit')}
      </button>
    </form>
  );
}

function DocumentList({ documents }: { readonly documents: readonly PlayerDocument[] }) {
  const t = useT();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: deleteDocument,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: documentsQueryKey }),
        queryClient.invalidateQueries({ queryKey: verificationQueryKey }),
      ]),
  });
  if (documents.length === 0)
    return <p className="verification__hint">{t('global-components:verification.noDocuments')}</p>;
  return (
    <ul className="verification__documents" data-testid="document-list">
      {documents.map((document) => (
        <li
          key={document.id}
          className="verification__document"
          data-testid="document-item"
          data-status={document.status}
        >
          <div>
            <strong>{t(`global-components:verification.types.${TYPE_KEYS[document.type] ?? 'identity'}`)}</strong>
            <span className="verification__file">{document.fileName}</span>
            <span className="verification__hint">{formatDate(document.createdAt, 'dateTime')}</span>
            {document.rejectionReason && <span className="verification__error">{document.rejectionReason}</span>}
          </div>
          <span
            className={`verification__badge verification__badge--${DOCUMENT_STATUS_KEY[document.status] ?? 'pending'}`}
          >
            {t(`global-components:verification.documentStatus.${DOCUMENT_STATUS_KEY[document.status] ?? 'pending'}`)}
          </span>
          {document.status !== DocumentStatus.Approved && (
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => remove.mutate(document.id)}
              disabled={remove.isPending}
            >
              {t('global-components:verification.delete')}
              <span className="visually-hidden"> {document.fileName}</span>
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * Brought into view when a link names it (the wallet's refused withdrawal: #verification), once
 * its own content has loaded (and the page above it, loading alongside, has mostly drawn).
 */
function useScrolledToWhenLinked(loaded: boolean): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash === '#verification' && loaded) document.getElementById('verification')?.scrollIntoView({ block: 'start' });
  }, [hash, loaded]);
}
