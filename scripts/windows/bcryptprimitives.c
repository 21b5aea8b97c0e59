/*
 * The test bench's stand-in for Windows' bcryptprimitives.dll, which Wine 8
 * lacks: Rust's std imports ProcessPrng from it (Windows 10 and later have
 * it), and a Rust program or DLL without it fails to load under Wine with
 * "Module not found". This one exports ProcessPrng over RtlGenRandom
 * (advapi32's SystemFunction036), which Wine has. It is put beside the
 * program under test by scripts/test-windows.sh, never into a package:
 * on Windows the system's own is loaded.
 */
#include <windows.h>

BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);

/* Windows' ProcessPrng fills any length and always returns TRUE. */
__declspec(dllexport) BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length) {
    while (length > 0) {
        ULONG chunk = length > 0x10000000 ? 0x10000000 : (ULONG)length;
        if (!SystemFunction036(data, chunk))
            return FALSE;
        data += chunk;
        length -= chunk;
    }
    return TRUE;
}
