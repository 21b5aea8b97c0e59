//! bytemuck: `Pod` and `Zeroable` on [`UlidBytes`], the big-endian form
//! (not on `Ulid`, whose native-endian `u128` would give a byte view in the
//! wrong order on little-endian CPUs).

use crate::UlidBytes;

// SAFETY: `UlidBytes` is `#[repr(transparent)]` over `[u8; 16]`: no padding,
// every bit pattern valid, all zeros valid (the nil ULID), `Copy` and
// `'static`, as `Pod` and `Zeroable` require.
unsafe impl bytemuck::Zeroable for UlidBytes {}
// SAFETY: as above.
unsafe impl bytemuck::Pod for UlidBytes {}
