import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CanvaTemplate } from '#shared/schemas/canva.ts';
import { Button } from '#app/components/ui/button.tsx';
import { TextField } from '#app/components/ui/form-field.tsx';
import { SelectField } from '#app/components/ui/select-field.tsx';
import { SheetDialog } from '#app/components/ui/sheet-dialog.tsx';
import { TextareaField } from '#app/components/ui/textarea-field.tsx';
import { toast } from '#app/lib/toast.ts';
import { useCreateDesign } from '../api/create-design.ts';
import { templateName } from '../lib/template-name.ts';

interface CreateDesignDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  templates: CanvaTemplate[];
  initialTemplateId: string;
}

/** Spec point 5, "Create design": a template and a non-blank title; description optional. */
export function CreateDesignDialog({ open, onOpenChange, templates, initialTemplateId }: CreateDesignDialogProps) {
  const { t } = useTranslation();
  const [templateId, setTemplateId] = useState(initialTemplateId);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const create = useCreateDesign();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const template = templates.find((item) => item.id === templateId);
    if (!template || !title.trim()) {
      toast({ variant: 'destructive', title: t('pages.design_studio.toast.missing_title'), description: t('pages.design_studio.toast.missing_description') });
      return;
    }
    create.mutate(
      { templateId: template.id, templateType: template.tags[0] ?? 'general', title: title.trim(), description: description.trim() || undefined },
      { onSuccess: () => onOpenChange(false) },
    );
  };

  return (
    <SheetDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('pages.design_studio.create.title')}
      description={t('pages.design_studio.create.description')}
    >
      <form noValidate onSubmit={submit} className="grid gap-4">
        <SelectField
          label={t('pages.design_studio.create.template')}
          value={templateId}
          onChange={(event) => setTemplateId(event.target.value)}
          placeholder={t('pages.design_studio.create.template_placeholder')}
          options={templates.map((template) => ({ value: template.id, label: templateName(t, template) }))}
        />
        <TextField
          label={t('pages.design_studio.create.title_label')}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          required
          maxLength={255}
        />
        <TextareaField
          label={t('pages.design_studio.create.description_label')}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          maxLength={2000}
          rows={3}
        />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? t('pages.design_studio.create.submitting') : t('pages.design_studio.create.submit')}
          </Button>
        </div>
      </form>
    </SheetDialog>
  );
}
