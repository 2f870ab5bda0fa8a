import { MaterialReader } from '#app/features/materials/components/material-reader.tsx';
import { OfflineBanner } from '#app/components/offline/offline-banner.tsx';

/** /dashboard/read/:id: one course material in the reader; its code loads only here. */
export function MaterialReaderPage({ id }: { id: string }) {
  return (
    <div className="min-h-screen bg-beige/30">
      <div className="mx-auto max-w-2xl px-4 pt-4">
        <OfflineBanner />
      </div>
      <MaterialReader materialId={id} />
    </div>
  );
}
