import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CANVA_EXPORT_FORMATS, CANVA_EXPORT_QUALITIES } from '#shared/constants/asset-formats.ts';
import type { CanvaDesignItem } from '#shared/schemas/canva.ts';
import { Button } from '#app/components/ui/button.tsx';
import { SelectField } from '#app/components/ui/select-field.tsx';
import { SheetDialog } from '#app/components/ui/sheet-dialog.tsx';
import { useExportDesign } from '../api/export-design.ts';
import { ExportProgress } from './export-progress.tsx';

type Format = (typeof CANVA_EXPORT_FORMATS)[number];
type Quality = (typeof CANVA_EXPORT_QUALITIES)[number];

interface ExportDesignDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  design: CanvaDesignItem | null;
}

/** Spec point 5, "Export design": format and quality; runs only with a design chosen. */
export function ExportDesignDialog({ open, onOpenChange, design }: ExportDesignDialogProps) {
  const { t } = useTranslation();
  const [format, setFormat] = useState<Format>('PNG');
  const [quality, setQuality] = useState<Quality>('standard');
  const [jobId, setJobId] = useState<string | null>(null);
  const exportDesign = useExportDesign();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!design) return;
    exportDesign.mutate({ designId: design.id, format, quality }, { onSuccess: (result) => setJobId(result.jobId) });
  };

  return (
    <SheetDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('pages.design_studio.export.title')}
      description={design ? t('pages.design_studio.export.description', { title: design.title }) : t('pages.design_studio.export.no_design')}
    >
      <form noValidate onSubmit={submit} className="grid gap-4">
        <SelectField
          label={t('pages.design_studio.export.format')}
          value={format}
          onChange={(event) => setFormat(event.target.value as Format)}
          options={CANVA_EXPORT_FORMATS.map((value) => ({ value, label: value }))}
        />
        <SelectField
          label={t('pages.design_studio.export.quality')}
          value={quality}
          onChange={(event) => setQuality(event.target.value as Quality)}
          options={CANVA_EXPORT_QUALITIES.map((value) => ({ value, label: t(`pages.design_studio.export.qualities.${value}`) }))}
        />
        {jobId && <ExportProgress key={jobId} jobId={jobId} />}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('common.close')}
          </Button>
          <Button type="submit" disabled={!design || exportDesign.isPending}>
            {exportDesign.isPending ? t('pages.design_studio.export.submitting') : t('pages.design_studio.export.submit')}
          </Button>
        </div>
      </form>
    </SheetDialog>
  );
}
