/**
 * Opens a PDF the API serves behind the Bearer token in a new tab. A plain link cannot send the token, so the
 * file comes through the dataProvider as a blob and the tab shows its object URL. The tab is opened before the
 * download starts (inside the click) so pop-up blockers let it through.
 */
export async function openPdfInTab(load: () => Promise<Blob>): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const file = await load();
    const blob = file instanceof Blob ? file : new Blob([file], { type: 'application/pdf' });
    const url = URL.createObjectURL(blob.type ? blob : new Blob([blob], { type: 'application/pdf' }));
    if (tab) tab.location.href = url;
    else window.open(url, '_blank');
    // The tab has loaded the file long before this; the URL is released so the memory is given back.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
