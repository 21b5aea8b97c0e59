//! tonic: a [`FieldError`] (an ID field of a request that holds no ID)
//! becomes `Status::invalid_argument`, so `?` in a service method reports
//! it to the client with the field and the parser's words.

use alloc::string::ToString;

use tonic::Status;

use crate::proto_fields::FieldError;

impl From<FieldError> for Status {
    /// `Code::InvalidArgument`, with the error's text as the message:
    /// "invalid ULID in field `id`: invalid character 'L' at index 25 …".
    fn from(error: FieldError) -> Status {
        Status::invalid_argument(error.to_string())
    }
}
