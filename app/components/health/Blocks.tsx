// The text of a health page written as a file (the cycle hub, the baby months): paragraphs,
// and lists written as blocks of "- " lines.
import { keepUnitsWithNumbers, paragraphsOf } from '~/lib/text-format'

export function Blocks({
  text,
  className = 'mt-4 space-y-4 text-lg leading-8 text-slate-800',
}: {
  text: string
  className?: string
}) {
  return (
    <div className={className}>
      {paragraphsOf(keepUnitsWithNumbers(text)).map((block, index) =>
        block.startsWith('- ') ? (
          <ul key={index} className="list-disc space-y-2 ps-6">
            {block.split('\n').map((item) => (
              <li key={item}>{item.slice(2)}</li>
            ))}
          </ul>
        ) : (
          <p key={index}>{block}</p>
        ),
      )}
    </div>
  )
}
