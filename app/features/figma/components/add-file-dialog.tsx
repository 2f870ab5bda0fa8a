import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Plus } from 'lucide-react';
import { addFigmaFileSchema, type AddFigmaFile } from '#shared/schemas/figma.ts';
import { Button } from '#app/components/ui/button.tsx';
import { TextField } from '#app/components/ui/form-field.tsx';
import { SheetDialog } from '#app/components/ui/sheet-dialog.tsx';
import { TextareaField } from '#app/components/ui/textarea-field.tsx';
import { ApiError } from '#app/lib/api-client.ts';
import { toast } from '#app/lib/toast.ts';
import { useAddFigmaFile } from '../api/add-figma-file.ts';
import { describeApiError } from '#app/lib/describe-api-error.ts';

type AddFileForm = { figmaUrl: string; name: string; description?: string };
const EMPTY: AddFileForm = { figmaUrl: '', name: '', description: '' };

/** Spec point 5, "Add design file": url and name required, description optional. */
export function AddFileDialog() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const add = useAddFigmaFile();
  const form = useForm<AddFileForm, unknown, AddFigmaFile>({ resolver: zodResolver(addFigmaFileSchema), defaultValues: EMPTY });
  const { errors } = form.formState;

  function handleSubmit(values: AddFigmaFile) {
    add.mutate(values, {
      onSuccess: (file) => {
        toast({ title: t('pages.assets.toast.file_added_title'), description: t('pages.assets.toast.file_added_description', { name: file.name }) });
        form.reset(EMPTY);
        setOpen(false);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fields) {
          for (const [field, message] of Object.entries(error.fields)) {
            if (field in EMPTY) form.setError(field as keyof AddFileForm, { message });
          }
        }
        toast({
          variant: 'destructive',
          title: t('pages.assets.toast.file_add_failed_title'),
          description: describeApiError(t, error),
        });
      },
    });
  }

  return (
    <>
      <Button onClick={() => setOpen(true)} className="justify-self-start">
        <Plus className="size-4" aria-hidden />
        {t('pages.assets.files.add')}
      </Button>
      <SheetDialog open={open} onOpenChange={setOpen} title={t('pages.assets.add_dialog.title')} description={t('pages.assets.add_dialog.description')}>
        <form noValidate className="grid gap-4" onSubmit={form.handleSubmit(handleSubmit)}>
          <TextField
            label={t('pages.assets.add_dialog.url')}
            type="url"
            inputMode="url"
            dir="ltr"
            placeholder="https://www.figma.com/design/..."
            required
            error={errors.figmaUrl?.message}
            {...form.register('figmaUrl')}
          />
          <TextField label={t('pages.assets.add_dialog.name')} required error={errors.name?.message} {...form.register('name')} />
          <TextareaField
            label={t('pages.assets.add_dialog.description_label')}
            rows={3}
            error={errors.description?.message}
            {...form.register('description')}
          />
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={() => setOpen(false)}>
              {t('pages.assets.cancel')}
            </Button>
            <Button type="submit" disabled={add.isPending}>
              {add.isPending ? t('pages.assets.add_dialog.submitting') : t('pages.assets.add_dialog.submit')}
            </Button>
          </div>
        </form>
      </SheetDialog>
    </>
  );
}
