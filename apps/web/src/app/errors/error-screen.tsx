import { Link } from 'react-router';
// A file, not inline SVG: the picture costs the first page load nothing and is fetched only when shown.
import errorPictureUrl from './error-illustration.svg?no-inline';
import './error-screen.css';

export interface ErrorScreenProps {
  readonly title: string;
  readonly text: string;
  readonly homeLabel: string;
  readonly homeHref: string;
  /** After a fatal error the app may be in a bad state: leave through a full page load. */
  readonly reloadDocument?: boolean;
  readonly testId: string;
}

/** The error screen of SPEC.md section 2: picture, title, text and the Homepage button. */
export function ErrorScreen({ title, text, homeLabel, homeHref, reloadDocument = false, testId }: ErrorScreenProps) {
  return (
    <section className="error-screen" data-testid={testId} aria-labelledby={`${testId}-title`}>
      <img className="error-illustration" src={errorPictureUrl} alt="" width={280} height={200} />
      <h1 id={`${testId}-title`} className="error-screen__title">
        {title}
      </h1>
      <p className="error-screen__text">{text}</p>
      <Link
        className="button button--primary"
        to={homeHref}
        reloadDocument={reloadDocument}
        data-testid="error-home-button"
      >
        {homeLabel}
      </Link>
    </section>
  );
}
