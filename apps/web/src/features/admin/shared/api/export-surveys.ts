import { EXPORT_FORMATS, type ExportFormat } from '@prca/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiRequestError } from '../../../../lib/api-client';
import { API_BASE_URL } from '../../../../lib/env';
import { useAdminToken } from '../session/admin-session-context';

export { EXPORT_FORMATS, type ExportFormat };

/**
 * The name to use when the server gives none: surveys_export_{yyyy-mm-dd}.{format}, and
 * prca24_{yyyy-mm-dd}.zip for the analysis package.
 */
export function defaultExportFilename(format: ExportFormat, now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  const date = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  return format === 'package' ? `prca24_${date}.zip` : `surveys_export_${date}.${format}`;
}

/** What an export has received so far, in bytes (the server streams it: no total is known). */
export type ExportProgress = (receivedBytes: number) => void;

/** The body, read piece by piece so that `onProgress` can follow a large file. */
async function readWithProgress(response: Response, onProgress?: ExportProgress): Promise<Blob> {
  if (!response.body || !onProgress) return response.blob();
  const reader = response.body.getReader();
  const parts: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    received += value.byteLength;
    onProgress(received);
  }
  return new Blob(parts as BlobPart[], {
    type: response.headers.get('content-type') ?? 'application/octet-stream',
  });
}

/**
 * The file name of a Content-Disposition header (RFC 6266): `filename*` (percent-encoded
 * UTF-8) before `filename`; null when there is none. Folders are stripped from it.
 */
export function filenameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header)?.[1];
  let name: string | undefined;
  if (extended) {
    try {
      name = decodeURIComponent(extended.trim());
    } catch {
      name = undefined;
    }
  }
  name ??= /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/
    .exec(header)
    ?.slice(1)
    .find((part) => part !== undefined)
    ?.replace(/\\(.)/g, '$1');
  const base = name?.split(/[\\/]/).pop()?.trim();
  return base ? base : null;
}

/**
 * GET /api/admin/surveys/export with the bearer token, saved through a temporary link: a
 * plain link cannot carry the Authorization header. `filters` are the list's (the server
 * ignores any it does not know). Resolves to the file name used.
 */
export async function downloadSurveyExport(
  format: ExportFormat,
  token: string,
  filters: Readonly<Record<string, string | undefined>> = {},
  options: { labels?: string; onProgress?: ExportProgress } = {},
): Promise<string> {
  const query = new URLSearchParams({ format });
  // The package's SPSS and R labels follow the screen's language (its codebook has both).
  if (format === 'package' && options.labels) query.set('labels', options.labels);
  for (const [key, value] of Object.entries(filters)) if (value) query.set(key, value);
  return downloadAdminFile(
    `/api/admin/surveys/export?${query}`,
    token,
    defaultExportFilename(format, new Date()),
    options.onProgress,
  );
}

/**
 * GETs an admin file (an export) with the bearer token and saves it under the server's name,
 * else `fallbackName`. Resolves to the file name used.
 */
export async function downloadAdminFile(
  pathAndQuery: string,
  token: string,
  fallbackName: string,
  onProgress?: ExportProgress,
): Promise<string> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE_URL}${pathAndQuery}`, {
      headers: { authorization: `Bearer ${token}` },
      credentials: 'include',
    });
  } catch {
    throw new ApiRequestError('Network error', 0);
  }
  if (!response.ok) throw new ApiRequestError(await failureMessage(response), response.status);
  const blob = await readWithProgress(response, onProgress);
  const filename =
    filenameFromDisposition(response.headers.get('content-disposition')) ?? fallbackName;
  saveBlob(blob, filename);
  return filename;
}

/** SPEC.md section 8: the server's message, else 'API request failed: {status text}'. */
async function failureMessage(response: Response): Promise<string> {
  try {
    const payload = (await response.json()) as { message?: unknown };
    if (typeof payload.message === 'string') return payload.message;
  } catch {
    // Not JSON: fall through to the status text.
  }
  return `API request failed: ${response.statusText || response.status}`;
}

function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file by now; a moment's grace costs nothing.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * One export at a time, with the given filters (SPEC.md section 4: the buttons wait while one
 * runs); `variables` is the format under way, `data` the file name once saved.
 */
export function useExportSurveys(
  filters: Readonly<Record<string, string | undefined>>,
  labels: string,
) {
  const token = useAdminToken();
  const [received, setReceived] = useState(0);
  const mutation = useMutation({
    mutationFn: (format: ExportFormat) => {
      setReceived(0);
      return downloadSurveyExport(format, token ?? '', filters, {
        labels,
        onProgress: setReceived,
      });
    },
  });
  return { ...mutation, received };
}
