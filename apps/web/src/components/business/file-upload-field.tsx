import { UPLOAD_MESSAGES, UPLOAD_NOTICE_MS, UPLOAD_RULES, checkUpload, checkUploadCount, type UploadPurpose } from '@lull/domain/uploads';
import { CircleCheck, FileText, Trash2, Upload } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';

import { ApiError } from '@/lib/api-client';
import { uploadFile, type UploadedFile } from '@/lib/upload-file';
import { FieldError } from '../ui/form-error';
import { Label } from '../ui/label';
import { FieldHint } from '../ui/text-field';

interface Sending {
  key: string;
  name: string;
  progress: number;
}

interface FileUploadFieldProps {
  purpose: UploadPurpose;
  label: string;
  hint: string;
  optional?: boolean;
  value: UploadedFile[];
  onChange: (files: UploadedFile[]) => void;
  /** The form's message for this field (a certificate is required, say). */
  error?: string;
}

const fileSize = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/**
 * Choose files and send each at once, with its own progress bar. The checks of packages/domain run first (size,
 * type from the file's first bytes, how many), so a wrong file is refused without being sent; the server runs
 * them again. The field's value is the uploaded files' records, which the form sends by id.
 */
export function FileUploadField({ purpose, label, hint, optional, value, onChange, error }: FileUploadFieldProps) {
  const id = useId();
  const [sending, setSending] = useState<Sending[]>([]);
  const [problem, setProblem] = useState<string>();
  const [notice, setNotice] = useState<string>();
  // Uploads finish one by one: each adds to the newest list, not the one it started with.
  const latest = useRef(value);
  latest.current = value;
  const rule = UPLOAD_RULES[purpose];

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(undefined), UPLOAD_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  async function send(file: File) {
    const key = `${file.name}-${file.size}-${Math.random()}`;
    setSending((current) => [...current, { key, name: file.name, progress: 0 }]);
    try {
      const uploaded = await uploadFile(purpose, file, (progress) =>
        setSending((current) => current.map((entry) => (entry.key === key ? { ...entry, progress } : entry))),
      );
      latest.current = [...latest.current, uploaded];
      onChange(latest.current);
      setNotice(`${file.name} uploaded.`);
    } catch (failure) {
      setProblem(failure instanceof ApiError && failure.fromServer ? failure.message : UPLOAD_MESSAGES.failed);
    } finally {
      setSending((current) => current.filter((entry) => entry.key !== key));
    }
  }

  async function choose(files: File[]) {
    setProblem(undefined);
    const countProblem = checkUploadCount(purpose, value.length + sending.length, files.length);
    if (countProblem) return setProblem(countProblem);
    for (const file of files) {
      const firstBytes = new Uint8Array(await file.slice(0, 16).arrayBuffer());
      const fileProblem = checkUpload(purpose, { name: file.name, size: file.size, firstBytes });
      if (fileProblem) return setProblem(fileProblem);
    }
    await Promise.all(files.map(send));
  }

  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const shown = problem ?? error;
  const full = value.length + sending.length >= rule.maxFiles;
  return (
    <div className="space-y-2">
      <Label htmlFor={id} optional={optional}>
        {label}
      </Label>
      <div className={`rounded-2xl border border-dashed p-4 ${shown ? 'border-red-400' : 'border-stone-300'} bg-white`}>
        <input
          id={id}
          type="file"
          className="peer sr-only"
          multiple={rule.maxFiles > 1}
          accept={rule.extensions.map((extension) => `.${extension}`).join(',')}
          disabled={full}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? `${errorId} ${hintId}` : hintId}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            void choose(files);
          }}
        />
        {/* The visible button is the input's second label: a click or the keyboard on the input opens the picker. */}
        <label
          htmlFor={id}
          aria-hidden="true"
          className="flex w-full cursor-pointer items-center justify-center gap-2 rounded-xl bg-brand-50 px-4 py-3 text-sm font-semibold text-brand-800 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700 peer-disabled:cursor-not-allowed peer-disabled:opacity-60 hover:bg-brand-100"
        >
          <Upload className="size-4" aria-hidden="true" />
          {full ? (rule.maxFiles === 1 ? 'File chosen' : `${rule.maxFiles} files chosen`) : rule.maxFiles === 1 ? 'Choose a file' : 'Choose files'}
        </label>
        {sending.length > 0 || value.length > 0 ? (
          <ul className="mt-3 space-y-2" aria-label={`${label}: files`}>
            {sending.map((entry) => (
              <li key={entry.key} className="text-sm text-stone-700">
                <div className="flex justify-between gap-2">
                  <span className="truncate">{entry.name}</span>
                  <span>{Math.round(entry.progress * 100)}%</span>
                </div>
                <progress
                  className="mt-1 h-2 w-full accent-brand-700"
                  max={100}
                  value={Math.round(entry.progress * 100)}
                  aria-label={`Uploading ${entry.name}`}
                />
              </li>
            ))}
            {value.map((file) => (
              <li key={file.id} className="flex items-center gap-3 rounded-xl border border-stone-200 px-3 py-2 text-sm">
                {file.mime_type.startsWith('image/') ? (
                  <img src={file.file_url} alt="" width={40} height={40} className="size-10 shrink-0 rounded-lg object-cover" />
                ) : (
                  <FileText className="size-6 shrink-0 text-brand-700" aria-hidden="true" />
                )}
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium text-stone-900">{file.original_name}</span>
                  <span className="text-stone-600">{fileSize(file.file_size)}</span>
                </span>
                <button
                  type="button"
                  onClick={() => onChange(value.filter((kept) => kept.id !== file.id))}
                  className="rounded-lg p-2 text-stone-600 hover:bg-stone-100 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-brand-700"
                  aria-label={`Remove ${file.original_name}`}
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <FieldError id={errorId} message={shown} />
      <p role="status" className="flex items-center gap-1.5 text-sm text-saving-700 empty:hidden">
        {notice ? (
          <>
            <CircleCheck className="size-4" aria-hidden="true" /> {notice}
          </>
        ) : null}
      </p>
      <FieldHint id={hintId}>{hint}</FieldHint>
    </div>
  );
}
