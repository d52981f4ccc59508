/** The success side of the response envelope `{ success, message, data }`. */
export function ok<T>(data: T, message = 'OK'): { success: true; message: string; data: T } {
  return { success: true, message, data };
}
