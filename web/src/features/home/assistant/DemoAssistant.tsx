import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled, { keyframes } from 'styled-components';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { Button } from '../../../components/Button.tsx';
import { toLanguage } from '../../../i18n/languages.ts';
import { island } from '../../../islands/Island.tsx';
import type { BlockOfType } from '../../pages/blocks/context.ts';
import { HomeSection } from '../../pages/blocks/Section.tsx';
import { cleanQuestion, maxQuestionLength, pickTopic, typingMs, type Topic } from './answer.ts';

interface Message {
  from: 'assistant' | 'visitor';
  /** The visitor's words, or the topic of the assistant's answer (its words when shown). */
  text?: string;
  topic?: Topic | 'greeting';
}

const Panel = styled.div`
  .scroll {
    max-block-size: 26rem;
    overflow-y: auto;
  }
  max-inline-size: 48rem;
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  overflow: hidden;
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(5)};
  border-block-end: 1px solid ${({ theme }) => theme.color.line};
  strong {
    font-size: 1rem;
  }
  .badge {
    padding: 0.15em 0.7em;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: #fef0c7;
    color: #7a2e0e;
    font-size: 0.8125rem;
    font-weight: 700;
  }
  p {
    flex-basis: 100%;
    margin: 0;
    color: ${({ theme }) => theme.color.muted};
    font-size: 0.875rem;
  }
`;

const Log = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  min-block-size: 14rem;
  margin: 0;
  padding: ${({ theme }) => theme.space(5)};
  list-style: none;
  li {
    max-inline-size: 85%;
    padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
    border-radius: ${({ theme }) => theme.radius.lg};
    line-height: 1.55;
  }
  .assistant {
    align-self: flex-start;
    background: ${({ theme }) => theme.color.canvas};
    border-end-start-radius: 4px;
  }
  .visitor {
    align-self: flex-end;
    background: ${({ theme }) => theme.color.accent};
    color: #fff;
    border-end-end-radius: 4px;
  }
  .who {
    display: block;
    margin-block-end: 2px;
    font-size: 0.75rem;
    font-weight: 700;
  }
  .assistant .who {
    color: ${({ theme }) => theme.color.muted};
  }
`;

const bounce = keyframes`0%, 80%, 100% { opacity: 0.3; } 40% { opacity: 1; }`;

const Typing = styled.p`
  display: flex;
  align-items: center;
  gap: 0.5em;
  min-block-size: 1.5rem;
  margin: 0;
  padding-inline: ${({ theme }) => theme.space(5)};
  color: ${({ theme }) => theme.color.muted};
  font-size: 0.875rem;
  .dots span {
    display: inline-block;
    inline-size: 6px;
    block-size: 6px;
    margin-inline-end: 3px;
    border-radius: 50%;
    background: currentColor;
    animation: ${bounce} 1.2s infinite;
  }
  .dots span:nth-child(2) {
    animation-delay: 0.15s;
  }
  .dots span:nth-child(3) {
    animation-delay: 0.3s;
  }
  @media (prefers-reduced-motion: reduce) {
    .dots span {
      animation: none;
    }
  }
`;

const Compose = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(5)};
  input {
    flex: 1 1 14rem;
    min-block-size: 44px;
    padding-inline: 0.9em;
    border: 1px solid ${({ theme }) => theme.color.line};
    border-radius: ${({ theme }) => theme.radius.md};
    font: inherit;
  }
  input:focus {
    border-color: ${({ theme }) => theme.color.accent};
  }
  label {
    flex-basis: 100%;
    font-weight: 600;
    font-size: 0.9375rem;
  }
`;

const Suggestions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: 0 ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(5)};
  span {
    font-size: 0.875rem;
    color: ${({ theme }) => theme.color.muted};
  }
  a {
    display: inline-flex;
    align-items: center;
    min-block-size: 36px;
    padding: 0.3em 0.9em;
    border: 1px solid ${({ theme }) => theme.color.line};
    border-radius: ${({ theme }) => theme.radius.pill};
    color: ${({ theme }) => theme.color.ink};
    font-size: 0.875rem;
    text-decoration: none;
  }
  a:hover {
    border-color: ${({ theme }) => theme.color.accent};
  }
`;

/** What the assistant says: its block's words in the page's language (staff write them in the page editor). */
export type AssistantWords = Omit<BlockOfType<'demoAssistant'>, 'type' | 'id'>;

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The demo assistant: a greeting, then for each question one of five canned answers chosen by its
 * keywords. A plain form before it runs (the server answers `?ask=`, given as `ask`); a live log after.
 */
export function DemoAssistant({ ask: fromAddress, words }: { ask: string; words: AssistantWords }) {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  // Keyed by topic, as the block's schema has them.
  const keywords = words.keywords as Record<Exclude<Topic, 'general'>, string[]>;
  const answers = words.answers as Record<Topic, string>;
  const asked = cleanQuestion(fromAddress);
  const [messages, setMessages] = useState<Message[]>(() => [
    { from: 'assistant', topic: 'greeting' },
    ...(asked
      ? [
          { from: 'visitor' as const, text: asked },
          { from: 'assistant' as const, topic: pickTopic(asked, keywords) },
        ]
      : []),
  ]);
  const [question, setQuestion] = useState('');
  const [typing, setTyping] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const log = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    const element = log.current;
    if (element && messages.length > 1) element.scrollTop = element.scrollHeight;
  }, [messages, typing]);

  function ask(text: string) {
    const cleaned = cleanQuestion(text);
    if (!cleaned || typing) return;
    setMessages((current) => [...current, { from: 'visitor', text: cleaned }]);
    setQuestion('');
    setTyping(true);
    timer.current = setTimeout(
      () => {
        setTyping(false);
        setMessages((current) => [...current, { from: 'assistant', topic: pickTopic(cleaned, keywords) }]);
      },
      reducedMotion() ? typingMs.reduced : typingMs.normal,
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    ask(question);
  }

  const { suggestions } = words;
  const textOf = (message: Message) => message.text ?? (message.topic === 'greeting' ? words.greeting : answers[message.topic ?? 'general']);

  return (
    <HomeSection id="assistant" eyebrow={words.eyebrow} title={words.title} intro={words.intro}>
      <Panel>
        <Top>
          <strong>{words.name}</strong>
          <span className="badge">{words.demoLabel}</span>
          <p>{words.demoNotice}</p>
        </Top>
        <div ref={log} role="log" aria-live="polite" aria-label={words.name} tabIndex={0} className="scroll">
          <Log>
            {messages.map((message, i) => (
              <li key={i} className={message.from}>
                <span className="who">{message.from === 'visitor' ? words.youLabel : words.name}</span>
                {textOf(message)}
              </li>
            ))}
          </Log>
        </div>
        <Typing role="status">
          {typing && (
            <>
              <span className="dots" aria-hidden="true">
                <span />
                <span />
                <span />
              </span>
              {words.typingText}
            </>
          )}
        </Typing>
        <Compose method="get" action="/#assistant" onSubmit={submit}>
          <input type="hidden" name="lang" value={language} />
          <label htmlFor="assistant-question">{words.inputLabel}</label>
          <input
            ref={input}
            id="assistant-question"
            name="ask"
            value={question}
            onChange={(event) => setQuestion(event.target.value)}
            placeholder={words.placeholder}
            maxLength={maxQuestionLength}
            autoComplete="off"
          />
          {/* Never disabled: a button that goes away under the keyboard drops its focus. A question while the assistant types waits. */}
          <Button type="submit">{words.sendLabel}</Button>
          {messages.length > 1 && (
            <Button
              type="button"
              $variant="ghost"
              onClick={() => {
                clearTimeout(timer.current);
                setTyping(false);
                setMessages(messages.slice(0, 1));
                input.current?.focus();
              }}
            >
              {words.resetLabel}
            </Button>
          )}
        </Compose>
        <Suggestions>
          <span id="assistant-suggestions">{words.suggestionsLabel}:</span>
          {suggestions.map((suggestion) => (
            <a
              key={suggestion}
              href={`/?lang=${language}&ask=${encodeURIComponent(suggestion)}#assistant`}
              onClick={(event) => {
                event.preventDefault();
                ask(suggestion);
              }}
              aria-describedby="assistant-suggestions"
            >
              {suggestion}
            </a>
          ))}
        </Suggestions>
      </Panel>
    </HomeSection>
  );
}

/** The assistant as an island of the home page. */
export const DemoAssistantIsland = island('DemoAssistant', DemoAssistant);
