import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { AppDataProvider } from '../../src/dataProvider';
import { dataKey, prefetchData } from '../../src/dataProvider/useData';

const answer = { description: '', data: { building_count: 3 } };

/** A dataProvider whose only method is the dashboard's read, counting its calls. */
function dashboardProvider() {
  const dashboard = vi.fn(async () => ({ description: '', data: { building_count: 7 } }));
  return { provider: { dashboard } as unknown as AppDataProvider, dashboard };
}

describe('the dashboard’s figures asked for before the back office’s code', () => {
  it('are the ones cached when the early request answered, and the dataProvider is not called', async () => {
    const queryClient = new QueryClient();
    const { provider, dashboard } = dashboardProvider();
    prefetchData(queryClient, provider, 'dashboard', undefined, Promise.resolve(answer));
    await vi.waitFor(() => expect(queryClient.getQueryData(dataKey('dashboard'))).toEqual(answer));
    expect(dashboard).not.toHaveBeenCalled();
  });

  it('are read through the dataProvider when the early request failed (an expired session, no right)', async () => {
    const queryClient = new QueryClient();
    const { provider, dashboard } = dashboardProvider();
    prefetchData(queryClient, provider, 'dashboard', undefined, Promise.resolve(null));
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(dataKey('dashboard'))).toEqual({
        description: '',
        data: { building_count: 7 },
      }),
    );
    expect(dashboard).toHaveBeenCalledTimes(1);
  });
});
