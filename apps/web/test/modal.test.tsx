import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Modal } from '../src/components/ui/modal';

async function setup(dismissable = true) {
  const onClosed = vi.fn();
  function Harness() {
    const [open, setOpen] = useState(true);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          opener
        </button>
        <Modal
          open={open}
          id="test-modal"
          closeLabel="Fermer"
          title="Titre"
          dismissable={dismissable}
          onClose={() => {
            onClosed();
            setOpen(false);
          }}
        >
          <a href="#x">premier</a>
          <button type="button">dernier</button>
        </Modal>
      </>
    );
  }
  const utils = render(<Harness />);
  const dialog = utils.container.querySelector('dialog') as HTMLDialogElement;
  return { ...utils, dialog, onClosed };
}

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('Modal', () => {
  afterEach(cleanup);

  it('opens as a modal dialog labelled by its title, focus on the close button', async () => {
    const { dialog } = await setup();
    expect(dialog.open).toBe(true);
    expect(dialog.getAttribute('aria-labelledby')).toBe(screen.getByText('Titre').id);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Fermer', hidden: true }));
  });

  it('traps Tab inside the dialog', async () => {
    const { dialog } = await setup();
    const close = screen.getByRole('button', { name: 'Fermer', hidden: true });
    const last = screen.getByText('dernier');
    last.focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });

  it('Escape and the close button dismiss it', async () => {
    const first = await setup();
    act(() => {
      fireEvent.keyDown(first.dialog, { key: 'Escape' });
    });
    expect(first.onClosed).toHaveBeenCalledTimes(1);
    expect(first.dialog.open).toBe(false);
    first.unmount();

    const second = await setup();
    act(() => {
      screen.getByRole('button', { name: 'Fermer', hidden: true }).click();
    });
    expect(second.onClosed).toHaveBeenCalledTimes(1);
    expect(second.dialog.open).toBe(false);
    second.unmount();
  });

  it('a non-dismissable modal has no close button and ignores Escape', async () => {
    const { dialog, onClosed } = await setup(false);
    expect(screen.queryByRole('button', { name: 'Fermer', hidden: true })).toBeNull();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClosed).not.toHaveBeenCalled();
    expect(dialog.open).toBe(true);
  });
});
