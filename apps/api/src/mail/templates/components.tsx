import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components'
import { operatorCompany, textDirection, type Language } from '@ridelane/domain'
import { createContext, useContext, type CSSProperties, type ReactNode } from 'react'
import { brand } from './brand'
import type { Inline, MailBlock, Row } from './content'

// The pieces every Ridelane mail is built from. Styles are inline (most mail apps drop a <style>
// block or part of it); the one <style> below only narrows the padding and stacks the details'
// rows on small screens, for the apps that read it. Text goes in as React children, so names and
// anything a traveller typed reach the HTML escaped.

const { colour } = brand

/** Narrow screens: less padding, and each label above its value. */
const responsiveCss = [
  '@media only screen and (max-width: 620px) {',
  '  .rl-card { border-radius: 0 !important; }',
  '  .rl-pad { padding-left: 20px !important; padding-right: 20px !important; }',
  '  .rl-details th, .rl-details td { display: block !important; width: 100% !important; }',
  '  .rl-details th { padding-bottom: 0 !important; border-bottom: 0 !important; }',
  '}',
].join('\n')

const text: CSSProperties = {
  color: colour.ink900,
  fontSize: '15px',
  lineHeight: '24px',
  margin: '0 0 16px',
}

const sectionTitle: CSSProperties = {
  color: colour.ink900,
  fontSize: '17px',
  fontWeight: 700,
  lineHeight: '24px',
  margin: '28px 0 8px',
}

/** The side a line starts on and the side it ends on, by the mail's writing direction. */
type Side = 'left' | 'right'
const Sides = createContext<{ start: Side; end: Side }>({ start: 'left', end: 'right' })
const rtlSides = { start: 'right', end: 'left' } as const

/**
 * The page around every mail: the word mark, a white card, the company's line at the foot. In
 * the reader's language, mirrored for one written right to left.
 */
export function MailLayout({
  preview,
  language = 'en',
  children,
}: {
  preview?: string
  language?: Language
  children: ReactNode
}) {
  const dir = textDirection(language)
  const page = (
    <Html lang={language} dir={dir}>
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
        <style>{responsiveCss}</style>
      </Head>
      {preview ? <Preview>{preview}</Preview> : null}
      <Body
        style={{
          backgroundColor: colour.ink50,
          fontFamily: brand.font,
          margin: 0,
          padding: '24px 0',
        }}
      >
        <Container
          className="rl-card"
          style={{
            backgroundColor: colour.white,
            borderRadius: brand.radius.card,
            maxWidth: '600px',
            overflow: 'hidden',
          }}
        >
          <Section
            className="rl-pad"
            style={{ backgroundColor: colour.ink900, padding: '20px 32px' }}
          >
            <WordMark />
          </Section>
          <Section className="rl-pad" style={{ padding: '32px 32px 16px' }}>
            {children}
          </Section>
          <Section
            className="rl-pad"
            style={{ borderTop: `1px solid ${colour.ink100}`, padding: '16px 32px 24px' }}
          >
            <Text style={{ color: colour.ink500, fontSize: '12px', lineHeight: '18px', margin: 0 }}>
              {`${operatorCompany.legalName}, ${operatorCompany.address}`}
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  )
  return dir === 'rtl' ? <Sides.Provider value={rtlSides}>{page}</Sides.Provider> : page
}

/** The site's word mark: the amber initial on its navy square, and the name. */
/** The word mark reads left to right in every language, as the brand is written. */
function WordMark() {
  return (
    <table role="presentation" dir="ltr" cellPadding={0} cellSpacing={0} border={0}>
      <tbody>
        <tr>
          <td
            align="center"
            width={32}
            height={32}
            style={{
              backgroundColor: colour.ink900,
              border: '1px solid rgba(255,255,255,0.2)',
              borderRadius: '8px',
              color: colour.accent400,
              fontSize: '16px',
              fontWeight: 800,
              lineHeight: '32px',
              width: '32px',
            }}
          >
            {brand.initial}
          </td>
          <td
            style={{
              color: colour.white,
              fontSize: '20px',
              fontWeight: 800,
              letterSpacing: '-0.02em',
              paddingLeft: '10px',
            }}
          >
            {brand.name}
          </td>
        </tr>
      </tbody>
    </table>
  )
}

export function MailHeading({ children }: { children: string }) {
  return (
    <Heading
      as="h1"
      style={{
        color: colour.ink900,
        fontSize: '24px',
        fontWeight: 800,
        letterSpacing: '-0.01em',
        lineHeight: '30px',
        margin: '0 0 20px',
      }}
    >
      {children}
    </Heading>
  )
}

/** Strings and links in a row; a '\n' in a string breaks the line. */
function inlineNodes(parts: Inline[]): ReactNode[] {
  return parts.flatMap((part, index) => {
    if (typeof part !== 'string') {
      return [
        <Link
          key={index}
          href={part.href}
          style={{ color: colour.ink900, textDecoration: 'underline' }}
        >
          {part.text}
        </Link>,
      ]
    }
    return part
      .split('\n')
      .flatMap((line, i) => [
        ...(i > 0 ? [<br key={`${index}-${i}`} />] : []),
        ...(line ? [line] : []),
      ])
  })
}

/** Adjacent strings as one, so the HTML holds a sentence as written. */
function joinedText(nodes: ReactNode[]): ReactNode[] {
  const joined: ReactNode[] = []
  for (const node of nodes) {
    const last = joined.at(-1)
    if (typeof node === 'string' && typeof last === 'string')
      joined[joined.length - 1] = last + node
    else joined.push(node)
  }
  return joined
}

export function MailParagraph({ parts }: { parts: Inline[] }) {
  return <Text style={text}>{joinedText(inlineNodes(parts))}</Text>
}

/** A link as the site's primary button: navy, white words. */
export function MailButton({ href, label }: { href: string; label: string }) {
  return (
    <Section style={{ margin: '8px 0 24px' }}>
      <Button
        href={href}
        style={{
          backgroundColor: colour.ink900,
          borderRadius: brand.radius.control,
          color: colour.white,
          display: 'inline-block',
          fontSize: '15px',
          fontWeight: 600,
          lineHeight: '20px',
          padding: '12px 22px',
          textDecoration: 'none',
        }}
      >
        {label}
      </Button>
    </Section>
  )
}

function SectionTitle({ children }: { children?: string }) {
  return children ? (
    <Heading as="h2" style={sectionTitle}>
      {children}
    </Heading>
  ) : null
}

const cell: CSSProperties = {
  borderBottom: `1px solid ${colour.ink100}`,
  fontSize: '14px',
  lineHeight: '20px',
  padding: '8px 0',
  verticalAlign: 'top',
}

/** Labelled values, a row each: the label on the left, or above on a phone. */
export function DetailsList({ title, rows }: { title?: string; rows: readonly Row[] }) {
  const sides = useContext(Sides)
  return (
    <>
      <SectionTitle>{title}</SectionTitle>
      <table
        role="presentation"
        className="rl-details"
        width="100%"
        cellPadding={0}
        cellSpacing={0}
        border={0}
        style={{ borderCollapse: 'collapse', margin: '0 0 16px' }}
      >
        <tbody>
          {rows.map(([label, value], index) => (
            <tr key={index}>
              <th
                align={sides.start}
                style={{
                  ...cell,
                  color: colour.ink500,
                  fontWeight: 600,
                  paddingInlineEnd: '16px',
                  width: '36%',
                }}
              >
                {label}
              </th>
              <td style={{ ...cell, color: colour.ink900 }}>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  )
}

/** The fare: each line with its amount on the right, then the total in bold on amber. */
export function FareTable({
  title,
  rows,
  total,
}: {
  title?: string
  rows: readonly Row[]
  total: Row
}) {
  const sides = useContext(Sides)
  const totalCell: CSSProperties = {
    backgroundColor: colour.accent50,
    color: colour.ink900,
    fontSize: '15px',
    fontWeight: 700,
    padding: '10px 12px',
  }
  return (
    <>
      <SectionTitle>{title}</SectionTitle>
      <table
        role="presentation"
        width="100%"
        cellPadding={0}
        cellSpacing={0}
        border={0}
        style={{ borderCollapse: 'collapse', margin: '0 0 16px' }}
      >
        <tbody>
          {rows.map(([label, amount], index) => (
            <tr key={index}>
              <td style={{ ...cell, color: colour.ink700, paddingInlineStart: '12px' }}>{label}</td>
              <td
                align={sides.end}
                style={{
                  ...cell,
                  color: colour.ink900,
                  paddingInlineEnd: '12px',
                  whiteSpace: 'nowrap',
                }}
              >
                {amount}
              </td>
            </tr>
          ))}
          <tr>
            <td style={totalCell}>{total[0]}</td>
            <td align={sides.end} style={{ ...totalCell, whiteSpace: 'nowrap' }}>
              {total[1]}
            </td>
          </tr>
        </tbody>
      </table>
    </>
  )
}

/** Inline style keys for the side a line starts on (mail apps ignore logical properties). */
const startSide = (side: Side) =>
  side === 'left'
    ? ({ border: 'borderLeft', padding: 'paddingLeft' } as const)
    : ({ border: 'borderRight', padding: 'paddingRight' } as const)

export function BulletList({ title, items }: { title?: string; items: string[] }) {
  const start = startSide(useContext(Sides).start)
  return (
    <>
      <SectionTitle>{title}</SectionTitle>
      <ul style={{ margin: '0 0 16px', [start.padding]: '20px' }}>
        {items.map((item, index) => (
          <li key={index} style={{ ...text, margin: '0 0 8px' }}>
            {item}
          </li>
        ))}
      </ul>
    </>
  )
}

/** Lines as someone wrote them, under a caption, set off by the accent's rule. */
export function QuotedLines({ title, lines }: { title: string; lines: string[] }) {
  const start = startSide(useContext(Sides).start)
  return (
    <>
      <Text style={{ ...text, fontWeight: 600, margin: '0 0 4px' }}>{title}</Text>
      <Section
        style={{
          [start.border]: `3px solid ${colour.accent400}`,
          margin: '0 0 16px',
          [start.padding]: '12px',
        }}
      >
        {lines.map((line, index) => (
          <Text key={index} style={{ ...text, color: colour.ink700, margin: '0 0 4px' }}>
            {line}
          </Text>
        ))}
      </Section>
    </>
  )
}

/** One block of content as its component. */
export function MailBlockView({ block }: { block: MailBlock }) {
  switch (block.kind) {
    case 'heading':
      return <MailHeading>{block.text}</MailHeading>
    case 'paragraph':
      return <MailParagraph parts={block.parts} />
    case 'button':
      return <MailButton href={block.url} label={block.label} />
    case 'details':
      return <DetailsList title={block.title} rows={block.rows} />
    case 'fare':
      return <FareTable title={block.title} rows={block.rows} total={block.total} />
    case 'list':
      return <BulletList title={block.title} items={block.items} />
    case 'quote':
      return <QuotedLines title={block.title} lines={block.lines} />
  }
}
