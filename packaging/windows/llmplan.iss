; Inno Setup script: LLM Training Planner installer for Windows (x64).
; Built by packaging/build.py on Windows, which passes the version and folders:
;   iscc /DAppVersion=0.1.0 /DSourceDir=dist\llmplan /DOutputDir=dist packaging\windows\llmplan.iss
; Per-user install by default (no administrator rights needed); the user may choose all users.

#ifndef AppVersion
  #define AppVersion "0.0.0"
#endif
#ifndef SourceDir
  #define SourceDir "..\..\dist\llmplan"
#endif
#ifndef OutputDir
  #define OutputDir "..\..\dist"
#endif
#define AppName "LLM Training Planner"
#define AppExe "llmplan.exe"

[Setup]
; A fixed AppId makes later versions upgrade this installation in place.
AppId={{6B3E1C52-8E0B-4C1A-9F3D-2B7E4A91C0D5}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=LLM Training Planner project
VersionInfoVersion={#AppVersion}
VersionInfoProductName={#AppName}
VersionInfoDescription={#AppName} installer
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
OutputDir={#OutputDir}
OutputBaseFilename=llmplan-{#AppVersion}-windows-x64-setup
SetupIconFile=..\..\resources\icons\llmplan.ico
UninstallDisplayIcon={app}\{#AppExe}
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "german"; MessagesFile: "compiler:Languages\German.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
; The whole one-folder bundle: llmplan.exe (window), llmplan-cli.exe (command line,
; self-test) and _internal\ (Python, Qt, libraries, resources).
Source: "{#SourceDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs
; what `llmplan plan --help` points to
Source: "..\..\README.md"; DestDir: "{app}"; Flags: ignoreversion isreadme

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#StringChange(AppName, '&', '&&')}}"; Flags: nowait postinstall skipifsilent
