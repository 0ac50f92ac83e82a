import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeleteWithCodeDialog } from '../../src/lib/DeleteWithCodeDialog';
import { renderPage } from './renderPage';

afterEach(() => {
  vi.restoreAllMocks();
});

function renderDialog() {
  const dataProvider = {
    ...testDataProvider(),
    requestDeleteCode: vi.fn().mockResolvedValue({ description: 'Onay kodu telefonunuza gönderildi.' }),
    delete: vi.fn(),
  };
  const onDeleted = vi.fn();
  renderPage(
    <DeleteWithCodeDialog
      open
      resource="buildings"
      id={7}
      label="A Blok"
      onClose={() => undefined}
      onDeleted={onDeleted}
    />,
    { dataProvider },
  );
  return { dataProvider, onDeleted, dialog: within(screen.getByRole('dialog')) };
}

describe('delete with an SMS code', () => {
  it('asks for the code first, then enables Sil only for six digits', async () => {
    const { dataProvider, dialog } = renderDialog();
    expect(dialog.queryByLabelText('Onay kodu')).toBeNull();

    await userEvent.click(dialog.getByRole('button', { name: 'Kod gönder' }));
    expect(dataProvider.requestDeleteCode).toHaveBeenCalledWith('buildings', { id: 7 });
    const code = await dialog.findByLabelText('Onay kodu');
    expect(await screen.findByText('Onay kodu telefonunuza gönderildi.')).toBeInTheDocument();

    const confirm = dialog.getByRole('button', { name: 'Sil' });
    expect(confirm).toBeDisabled();
    await userEvent.type(code, '12a345');
    expect(code).toHaveValue('12345');
    expect(confirm).toBeDisabled();
    await userEvent.type(code, '6');
    expect(confirm).toBeEnabled();
  });

  it("keeps the dialog and shows the server's message for a wrong code", async () => {
    // react-admin logs every failed data call in development; the message on screen is what counts here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { dataProvider, onDeleted, dialog } = renderDialog();
    dataProvider.delete.mockRejectedValue(new HttpError('Kod hatalı veya süresi dolmuş.', 400));
    await userEvent.click(dialog.getByRole('button', { name: 'Kod gönder' }));
    await userEvent.type(await dialog.findByLabelText('Onay kodu'), '000000');
    await userEvent.click(dialog.getByRole('button', { name: 'Sil' }));

    expect(await dialog.findByText('Kod hatalı veya süresi dolmuş.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it('deletes with the code in meta and reports back', async () => {
    const { dataProvider, onDeleted, dialog } = renderDialog();
    dataProvider.delete.mockResolvedValue({ data: { id: 7 } });
    await userEvent.click(dialog.getByRole('button', { name: 'Kod gönder' }));
    await userEvent.type(await dialog.findByLabelText('Onay kodu'), '123456');
    await userEvent.click(dialog.getByRole('button', { name: 'Sil' }));

    await vi.waitFor(() => expect(onDeleted).toHaveBeenCalledOnce());
    expect(dataProvider.delete).toHaveBeenCalledWith(
      'buildings',
      expect.objectContaining({ id: 7, meta: { code: '123456' } }),
    );
  });
});
