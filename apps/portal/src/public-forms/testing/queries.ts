import { screen } from '@testing-library/react';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The control labelled `text`, whether or not the label carries the required asterisk (which is
 * aria-hidden, so it is not part of the accessible name browsers and Playwright see).
 */
export function field(text: string): HTMLInputElement {
  return screen.getByLabelText(new RegExp(`^${escape(text)}( \\*)?$`)) as HTMLInputElement;
}

export function queryField(text: string): HTMLElement | null {
  return screen.queryByLabelText(new RegExp(`^${escape(text)}( \\*)?$`));
}

/** Types a whole value at once (one input event), as pasting or autofill would: quicker than key by key. */
export async function fill(user: { click(e: Element): Promise<void>; clear(e: Element): Promise<void>; paste(text: string): Promise<void> }, element: Element, value: string) {
  await user.click(element);
  await user.clear(element);
  await user.paste(value);
}
