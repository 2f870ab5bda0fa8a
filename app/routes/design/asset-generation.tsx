import { AssetGenerationPanel } from '#app/features/canva/components/asset-generation-panel.tsx';
import { ServerState } from '#app/lib/server-state.tsx';

/** The showcase's one server-backed part, in its own chunk: the rest of the page stays static. */
export function AssetGeneration() {
  return (
    <ServerState>
      <AssetGenerationPanel />
    </ServerState>
  );
}
