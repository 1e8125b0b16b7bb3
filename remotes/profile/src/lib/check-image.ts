import { imageProblem as contractImageProblem, mimeOfFileName } from '@cabinet/runtime';

/**
 * Why a chosen photo cannot be sent, or null: the contract's image rules,
 * checked before a byte is uploaded. The browser names a type by the file's
 * extension and leaves it empty when it does not know one (an `.avif` on some
 * systems): the name's extension stands in then. The server still checks
 * the bytes themselves.
 */
function imageProblem(file: File): string | null {
  return contractImageProblem({ name: file.name, size: file.size, mime: file.type || mimeOfFileName(file.name) });
}

export { imageProblem };
