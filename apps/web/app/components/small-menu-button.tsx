import { Button } from '@mantine/core';
import { ChevronDown } from './ChevronDown';
import type { MenuButtonProps } from './MenuOnFirstUse';

/**
 * The button of a small menu in a bar of actions (the selection bar's, a work's state menu): its
 * label and a chevron, drawn with the props `MenuOnFirstUse` hands it.
 */
export function smallMenuButton({ label, testId, disabled }: { label: string; testId: string; disabled?: boolean }) {
  return function SmallMenuButton(props: MenuButtonProps) {
    return (
      <Button
        size="xs"
        variant="default"
        rightSection={<ChevronDown size={12} />}
        disabled={disabled}
        data-testid={testId}
        {...props}
      >
        {label}
      </Button>
    );
  };
}
