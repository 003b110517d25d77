import { inlineRuns, parseTermsMarkdown } from './terms-markdown';

function Inline({ text }: { readonly text: string }) {
  return inlineRuns(text).map((run, index) =>
    run.bold ? <strong key={index}>{run.text}</strong> : <span key={index}>{run.text}</span>,
  );
}

/** A bonus's terms as the operator wrote them (markdown), rendered as text. */
export function TermsText({ markdown }: { readonly markdown: string }) {
  return (
    <div className="bonus-terms__description">
      {parseTermsMarkdown(markdown).map((block, index) =>
        block.kind === 'heading' ? (
          <p key={index} className="bonus-terms__subheading">
            <Inline text={block.text} />
          </p>
        ) : block.kind === 'list' ? (
          <ul key={index}>
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>
                <Inline text={item} />
              </li>
            ))}
          </ul>
        ) : (
          <p key={index}>
            <Inline text={block.text} />
          </p>
        ),
      )}
    </div>
  );
}
