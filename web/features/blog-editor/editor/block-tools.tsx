import type { Editor } from '@tiptap/react';
import { BetweenHorizontalEnd, BetweenVerticalEnd, Minus, Quote, SquareCode, Table, TableRowsSplit } from 'lucide-react';
import { ToolButton } from './tool-button';

const icon = { 'aria-hidden': true, className: 'size-4' } as const;

/** Quote, code block, rule and table (added to SPEC's toolbar, docs/spec-deviations.md); row/column tools inside a table. */
export function BlockTools({ editor, quote, codeBlock, table }: { editor: Editor; quote: boolean; codeBlock: boolean; table: boolean }) {
  const chain = () => editor.chain().focus();
  return (
    <span data-toolbar-item className="flex gap-1">
      <ToolButton label="Quote" pressed={quote} onClick={() => chain().toggleBlockquote().run()}>
        <Quote {...icon} />
      </ToolButton>
      <ToolButton label="Code block" pressed={codeBlock} onClick={() => chain().toggleCodeBlock().run()}>
        <SquareCode {...icon} />
      </ToolButton>
      <ToolButton label="Horizontal rule" onClick={() => chain().setHorizontalRule().run()}>
        <Minus {...icon} />
      </ToolButton>
      <ToolButton label="Insert table" onClick={() => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()}>
        <Table {...icon} />
      </ToolButton>
      {table && (
        <>
          <ToolButton label="Add row" onClick={() => chain().addRowAfter().run()}>
            <BetweenHorizontalEnd {...icon} />
          </ToolButton>
          <ToolButton label="Add column" onClick={() => chain().addColumnAfter().run()}>
            <BetweenVerticalEnd {...icon} />
          </ToolButton>
          <ToolButton label="Delete row" onClick={() => chain().deleteRow().run()}>
            <TableRowsSplit {...icon} />
          </ToolButton>
          <ToolButton label="Delete column" onClick={() => chain().deleteColumn().run()}>
            <TableRowsSplit {...icon} className="size-4 rotate-90" />
          </ToolButton>
          <ToolButton label="Delete table" onClick={() => chain().deleteTable().run()}>
            <Table {...icon} className="size-4 text-red-700" />
          </ToolButton>
        </>
      )}
    </span>
  );
}
