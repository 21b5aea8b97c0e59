//! `ulid`: make ULIDs and TypeIDs, inspect and convert them, and print the
//! key bounds of a time window for a SQL console.
//!
//! Every command that reads IDs takes them as arguments or, without any,
//! one per line on standard input; a bad one is reported on standard error
//! with what is wrong and where, the rest are still processed, and the exit
//! status is then 1. Usage errors exit with clap's status, 2.

mod commands;
mod forms;
mod input;
mod lines;
mod time;

use std::io::{self, BufWriter, Write};
use std::process::ExitCode;

use clap::{Args, CommandFactory, Parser, Subcommand};

use crate::forms::Form;

/// Make, inspect and convert ULIDs (and UUIDs, 32 hex digits, TypeIDs).
#[derive(Parser, Debug)]
#[command(
    name = "ulid",
    version,
    args_conflicts_with_subcommands = true,
    after_help = "Examples:\n  ulid                          one new ULID\n  ulid new -n 3 --monotonic     three, strictly increasing\n  ulid inspect 01ARZ3NDEKTSV4RRFFQ69G5FAV\n  ulid convert --to uuid < ids.txt\n  ulid range 2024-01-01T00:00:00Z 2024-01-01T23:59:59.999Z --to uuid"
)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
    /// Without a command: what `ulid new` takes.
    #[command(flatten)]
    new: NewArgs,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// New ULIDs (or TypeIDs), one per line.
    #[command(
        after_help = "Examples:\n  ulid new -n 1000 --monotonic > ids.txt\n  ulid new --prefix user\n  ulid new --lower\n  ulid new --at 2024-01-01T00:00:00Z\n  ulid new -n 3 --monotonic --uuid-v7 | ulid convert --to uuid"
    )]
    New(NewArgs),
    /// What an ID holds: its forms, its time, its random part.
    #[command(
        after_help = "Examples:\n  ulid inspect 01ARZ3NDEKTSV4RRFFQ69G5FAV\n  ulid inspect user_01h455vb4pex5vsknk084sn02q --json\n  psql -Atc 'SELECT id FROM users' | ulid inspect --json"
    )]
    Inspect {
        /// IDs: a ULID (either case), a UUID's hyphenated text, 32 hex
        /// digits or a TypeID; one per line on standard input without any.
        ids: Vec<String>,
        /// One JSON object per ID: ulid, uuid, hex, timestamp_ms, time,
        /// random (and prefix, typeid for a TypeID).
        #[arg(long)]
        json: bool,
    },
    /// The same IDs in another form, one output line per input line.
    #[command(
        after_help = "Examples:\n  ulid convert --to uuid 01ARZ3NDEKTSV4RRFFQ69G5FAV\n  ulid convert --to typeid:user < ids.txt\n  ulid convert --to ulid 01563e3a-b5d3-d676-4c61-efb99302bd5b"
    )]
    Convert {
        /// ulid, uuid, hex, ms (the timestamp) or typeid:PREFIX.
        #[arg(long, value_name = "FORM")]
        to: Form,
        /// IDs in any accepted form; one per line on standard input without
        /// any.
        ids: Vec<String>,
    },
    /// The smallest and the largest ULID of a time window (both ends
    /// included), for `WHERE id BETWEEN ... AND ...`.
    #[command(
        after_help = "Examples:\n  ulid range 2024-01-01T00:00:00Z 2024-01-01T23:59:59.999Z\n  ulid range 1704067200000 1704153599999 --to uuid"
    )]
    Range {
        /// The window's first instant: RFC 3339 or milliseconds since 1970.
        start: String,
        /// The window's last instant, included.
        end: String,
        /// ulid (default), ulid-lower, uuid, hex, ms or typeid:PREFIX.
        #[arg(long, value_name = "FORM", default_value = "ulid")]
        to: Form,
    },
    /// Shell completions for bash, zsh or fish, on standard output.
    #[command(after_help = "Example:\n  ulid completions bash > /etc/bash_completion.d/ulid")]
    Completions {
        /// The shell.
        shell: clap_complete::Shell,
    },
}

/// What `ulid new` (and `ulid` alone) takes.
#[derive(Args, Debug)]
struct NewArgs {
    /// How many.
    #[arg(short = 'n', long = "count", value_name = "COUNT", default_value_t = 1)]
    count: u64,
    /// Strictly increasing, from one monotonic generator.
    #[arg(long)]
    monotonic: bool,
    /// Print TypeIDs with this prefix (`user` gives `user_01h...`).
    #[arg(long)]
    prefix: Option<String>,
    /// Print the ULIDs in lower case (`01h455vb...`); read back in either
    /// case. TypeIDs are lower case anyway.
    #[arg(long)]
    lower: bool,
    /// Make IDs of this time: RFC 3339 or milliseconds since 1970.
    #[arg(long, value_name = "TIME")]
    at: Option<String>,
    /// Make ULIDs that are valid UUIDv7s as well: version 7 and the RFC
    /// variant in place, 74 random bits (counted with --monotonic).
    #[arg(long = "uuid-v7")]
    uuid_v7: bool,
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let stdout = io::stdout();
    let mut out = BufWriter::with_capacity(64 * 1024, stdout.lock());
    let result = match cli.command {
        None => commands::new(&cli.new, &mut out),
        Some(Command::New(args)) => commands::new(&args, &mut out),
        Some(Command::Inspect { ids, json }) => commands::inspect(&ids, json, &mut out),
        Some(Command::Convert { to, ids }) => commands::convert(&ids, &to, &mut out),
        Some(Command::Range { start, end, to }) => commands::range(&start, &end, &to, &mut out),
        Some(Command::Completions { shell }) => {
            clap_complete::generate(shell, &mut Cli::command(), "ulid", &mut out);
            Ok(commands::Outcome::AllGood)
        }
    };
    let result = result.and_then(|outcome| out.flush().map(|()| outcome));
    match result {
        Ok(commands::Outcome::AllGood) => ExitCode::SUCCESS,
        Ok(commands::Outcome::SomeBad) => ExitCode::from(1),
        Ok(commands::Outcome::Usage) => ExitCode::from(2),
        // A reader that stops early (`ulid new -n 1000000 | head`) is not an
        // error of ours.
        Err(error) if error.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("ulid: {error}");
            ExitCode::from(1)
        }
    }
}
