import { palette } from '../palette';
import { ShellPage } from './ShellPage';
import { shellTexts } from './shellTexts';

/**
 * Shown instead of the back office when its code could not be fetched (the connection dropped, or a deploy replaced
 * the files the page names): says so, and reloads the page, which fetches the current files. Without MUI, like the
 * loading shell: it stands in for what failed to arrive.
 */
export function LoadFailedShell() {
  const texts = shellTexts();
  return (
    <ShellPage>
      <main style={{ padding: '24px 16px', maxWidth: 560 }}>
        <div role="alert">
          <h1 style={{ fontSize: '1.25rem', fontWeight: 500, margin: '0 0 8px' }}>
            {texts.load_failed_title}
          </h1>
          <p style={{ margin: '0 0 16px', lineHeight: 1.5 }}>{texts.load_failed}</p>
        </div>
        <button
          type="button"
          onClick={() => window.location.reload()}
          style={{
            padding: '8px 16px',
            border: 'none',
            borderRadius: 4,
            background: palette.primary.main,
            color: '#fff',
            font: 'inherit',
            fontWeight: 500,
            cursor: 'pointer',
          }}
        >
          {texts.reload}
        </button>
      </main>
    </ShellPage>
  );
}
