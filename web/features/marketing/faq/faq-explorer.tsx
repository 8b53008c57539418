import { Minus, Plus } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { island } from '~/islands/island';
import { useHydrated } from '~/lib/use-hydrated';

export interface FaqTopic {
  id: string;
  name: string;
  /** Answers are sanitised HTML (the server cleans every write). */
  items: { question: string; answer: string }[];
}

interface Props {
  topics: FaqTopic[];
  defaultTopicId: string;
  /** Accessible name of the topic list. */
  topicsLabel: string;
  /** Word after the topic name in the panel heading ("Questions"). */
  questionsSuffix: string;
}

// Hidden until JavaScript runs: without scripts every topic and answer stays readable.
const JS_HIDDEN = 'hidden [@media(scripting:none)]:block';

/**
 * Topic tabs on the left, numbered questions on the right (SPEC.md section 4): one question open
 * at a time, toggled by click; the open index is kept when the topic changes.
 */
export function FaqExplorer({ topics, defaultTopicId, topicsLabel, questionsSuffix }: Props) {
  const [selectedId, setSelectedId] = useState(defaultTopicId);
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const hydrated = useHydrated();
  // One per page: a fixed id base keeps the server HTML and the island's ids equal.
  const baseId = 'faq';
  const tabId = (i: number) => `${baseId}-tab-${i}`;
  const panelId = (i: number) => `${baseId}-panel-${i}`;
  const answerId = (t: number, q: number) => `${baseId}-answer-${t}-${q}`;

  function onTabKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = topics.length - 1;
    const next =
      event.key === 'ArrowDown' || event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowUp' || event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const topic = topics[next];
    if (!topic) return;
    setSelectedId(topic.id);
    tabRefs.current[next]?.focus();
  }

  return (
    <div className="grid gap-8 md:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]" data-hydrated={hydrated || undefined}>
      <div role="tablist" aria-label={topicsLabel} aria-orientation="vertical" className="flex flex-col gap-2">
        {topics.map((topic, i) => {
          const selected = topic.id === selectedId;
          return (
            <button
              key={topic.id}
              ref={(el) => {
                tabRefs.current[i] = el;
              }}
              id={tabId(i)}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={panelId(i)}
              tabIndex={selected ? 0 : -1}
              onClick={() => setSelectedId(topic.id)}
              onKeyDown={(e) => onTabKeyDown(e, i)}
              className={`rounded-lg border px-4 py-3 text-left font-medium transition-colors ${
                selected
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-slate-200 bg-white text-slate-800 hover:border-brand-600 hover:text-brand-800'
              }`}
            >
              {topic.name}
            </button>
          );
        })}
      </div>

      <div>
        {topics.map((topic, t) => (
          <FaqPanel
            key={topic.id}
            topic={topic}
            selected={topic.id === selectedId}
            openIndex={openIndex}
            onToggle={(q) => setOpenIndex(openIndex === q ? null : q)}
            ids={{ panel: panelId(t), tab: tabId(t), answer: (q) => answerId(t, q) }}
            questionsSuffix={questionsSuffix}
          />
        ))}
      </div>
    </div>
  );
}

interface PanelProps {
  topic: FaqTopic;
  selected: boolean;
  openIndex: number | null;
  onToggle: (index: number) => void;
  ids: { panel: string; tab: string; answer: (index: number) => string };
  questionsSuffix: string;
}

/** One topic's numbered questions; only the selected topic's open question shows its answer. */
function FaqPanel({ topic, selected, openIndex, onToggle, ids, questionsSuffix }: PanelProps) {
  return (
    <div
      id={ids.panel}
      role="tabpanel"
      aria-labelledby={ids.tab}
      tabIndex={0}
      className={selected ? 'mb-8 rounded-lg' : `mb-8 rounded-lg ${JS_HIDDEN}`}
    >
      <h3 className="mb-4 text-2xl font-semibold text-navy-900">
        {topic.name} {questionsSuffix}
      </h3>
      <ol className="space-y-3">
        {topic.items.map((item, q) => {
          const open = selected && openIndex === q;
          const Icon = open ? Minus : Plus;
          return (
            <li key={item.question} className="rounded-lg border border-slate-200 bg-white">
              <h4>
                <button
                  type="button"
                  aria-expanded={open}
                  aria-controls={ids.answer(q)}
                  onClick={() => onToggle(q)}
                  className="flex w-full items-start gap-3 px-4 py-3 text-left font-medium text-slate-900 hover:text-brand-800"
                >
                  <span className="text-brand-700">{q + 1}.</span>
                  <span className="flex-1">{item.question}</span>
                  <Icon size={20} aria-hidden="true" className="mt-0.5 shrink-0 text-brand-700" />
                </button>
              </h4>
              <div id={ids.answer(q)} className={open ? 'px-4 pb-4' : `px-4 pb-4 ${JS_HIDDEN}`}>
                <div className="text-slate-700 [&_a]:text-brand-800 [&_a]:underline [&_p]:my-2" dangerouslySetInnerHTML={{ __html: item.answer }} />
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

export const FaqExplorerIsland = island('faq', FaqExplorer);
