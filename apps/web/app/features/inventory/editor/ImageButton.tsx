import { ActionIcon, Tooltip } from '@mantine/core';

/** A small labelled icon button under an image (the label shows as a tooltip and names it). */
export function ImageButton(props: {
  label: string;
  symbol: string;
  color?: string;
  disabled: boolean;
  onClick: () => void;
  testId?: string;
}) {
  return (
    <Tooltip label={props.label}>
      <ActionIcon
        variant="subtle"
        color={props.color}
        size="sm"
        disabled={props.disabled}
        onClick={props.onClick}
        aria-label={props.label}
        data-testid={props.testId}
      >
        <span aria-hidden="true">{props.symbol}</span>
      </ActionIcon>
    </Tooltip>
  );
}
